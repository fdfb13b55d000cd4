"""The build step that puts the built-in grammar's parse tables into the wheel.

Everything else about the build is in ``pyproject.toml``. Building the grammar's LALR(1)
tables takes seconds; done here, once per wheel, a fresh install parses its
first text in a fraction of a second. The tables are written by the package being built
(``redemption_rules.parser.write_core_tables``, run with the build folder first on the
path), so they always belong to the grammar files beside them. An editable install ships
none: its first parse builds the tables and keeps them in the user's cache.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

SHIPPED = Path("redemption_rules", "parser", "core_tables.json")


class BuildWithTables(build_py):
    """``build_py``, then the core grammar's tables written into the built package."""

    def run(self) -> None:
        """Copy the packages, then write the tables beside the parser."""
        super().run()
        if getattr(self, "editable_mode", False):
            return
        build_lib = Path(self.build_lib).resolve()
        env = dict(os.environ, PYTHONPATH=str(build_lib))
        env["REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # the built-in grammar only
        code = "import sys; from redemption_rules.parser import write_core_tables; "
        code += "write_core_tables(sys.argv[1])"
        subprocess.run(  # noqa: S603 - this interpreter, the package just built
            [sys.executable, "-c", code, str(build_lib / SHIPPED)],
            env=env,
            check=True,
        )


setup(cmdclass={"build_py": BuildWithTables})
