"""``python -m redemption_rules``: the same as the ``redemption-rules`` command."""

import sys

from redemption_rules.cli import main

sys.exit(main())
