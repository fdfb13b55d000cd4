"""How the test run shares work: tests of one ``xdist_group`` run on one worker.

Tests that share something expensive (the whole pool's abilities worked out, a parser built
from its grammar) carry one group, so one worker does that work once. A pytest and
pytest-xdist pair that drops the group spreads them over every worker again without a word;
this test says so instead.
"""

from __future__ import annotations

import pytest


@pytest.mark.xdist_group("whole-pool")
def test_a_grouped_test_runs_in_its_group(request: pytest.FixtureRequest, worker_id: str) -> None:
    if worker_id == "master":
        pytest.skip("a run on one process has no workers to group tests on")
    assert request.node.nodeid.endswith("@whole-pool")
