"""The Python example of the README (section "Python") runs as written and stays
ten lines: the first ```python block of that section, executed as is."""
import os
import re

import pytest

README = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "README.md")


def readme_python_example():
    if not os.path.exists(README):
        pytest.skip("no README.md beside python/ (an installed package without its checkout)")
    text = open(README, encoding="utf-8").read()
    section = text[text.index("\n## Python\n"):]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match, "README's Python section has no ```python block"
    return match.group(1)


def test_the_readme_example_is_ten_lines_and_runs(capsys):
    code = readme_python_example()
    assert len([line for line in code.splitlines() if line.strip()]) <= 10
    namespace = {}
    exec(compile(code, "README.md (Python example)", "exec"), namespace)
    assert namespace["L"].shape == (4, 1000)
    assert namespace["w"].size == 1000
    assert "[" in capsys.readouterr().out
