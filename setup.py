# A placeholder Python package: pre-commit installs a `language: python` hook's repository with
# pip, and the `cmplint-bin` hook (.pre-commit-hooks.yaml) gets cmplint itself from the wheel in its
# additional_dependencies (packaging/pypi/make_wheel.py), as pre-commit's own mirror repositories do.
from setuptools import setup

setup(name="pre_commit_placeholder_package", version="0.0.0", py_modules=[])
