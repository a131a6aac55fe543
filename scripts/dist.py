#!/usr/bin/env python3
"""Release assets of cmplint (`make dist`, .github/workflows/release.yml).

    scripts/dist.py build BINARY OUT [--triple TRIPLE ...]
        OUT/cmplint-VERSION-NAME.tar.gz      the binary and cmplint-capture (from BINARY's folder),
                                             which `cmplint capture` runs, with LICENSE and NOTICE
        OUT/cmplint.artifactbundle.zip       a SwiftPM artifact bundle with one variant (SE-0305): cmplint
                                             only, as the plugins run `lint` and never `capture`
        OUT/SHA256SUMS                       `sha256sum -c` format
    scripts/dist.py merge OUT BUNDLE.zip ...
        one artifact bundle holding every variant of the given bundles, and SHA256SUMS over OUT
    scripts/dist.py checksums OUT
        SHA256SUMS over OUT again (after adding an asset)
    scripts/dist.py plugin-manifest URL CHECKSUM < plugin/Package.swift
        the binary plugin package's manifest with the release's `.binaryTarget(url:checksum:)`

The triples default to the machine's (`uname`): x86_64/aarch64-unknown-linux-gnu, or on macOS both
arm64- and x86_64-apple-macosx (the binary is universal). Archives and zips are reproducible: fixed
timestamps (SOURCE_DATE_EPOCH, else 1980-01-01), sorted entries, no owner names.
Artifact bundle layout: https://github.com/swiftlang/swift-evolution/blob/main/proposals/0305-swiftpm-binary-target-improvements.md
"""
import argparse
import gzip
import hashlib
import json
import os
import platform
import re
import shutil
import sys
import tarfile
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUNDLE = "cmplint.artifactbundle"
LEGAL = ["LICENSE", "NOTICE"]
# The line of plugin/Package.swift a release replaces with its url and checksum.
PLUGIN_BINARY_LINE = re.compile(r'^(\s*)\.binaryTarget\(name: "cmplint", path: "[^"]*"\),.*$', re.M)


def version():
    """The version as ToolInfo.swift defines it (the one place)."""
    text = open(os.path.join(ROOT, "Sources/CMPLintDocuments/Core/ToolInfo.swift"), encoding="utf-8").read()
    match = re.search(r'static let version = "([0-9]+\.[0-9]+\.[0-9]+[^"]*)"', text)
    if not match:
        sys.exit("dist.py: no version in Sources/CMPLintDocuments/Core/ToolInfo.swift")
    return match.group(1)


def machine_triples():
    system, machine = platform.system(), platform.machine()
    if system == "Darwin":
        return ["arm64-apple-macosx", "x86_64-apple-macosx"]
    if system == "Linux":
        arch = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}.get(machine)
        if arch:
            return [f"{arch}-unknown-linux-gnu"]
    sys.exit(f"dist.py: no triple known for {system} {machine}; pass --triple")


def variant_name(triples):
    """The archive's and variant folder's name: the triple, or `universal-apple-macosx`."""
    if len(triples) > 1 and all(t.endswith("-apple-macosx") for t in triples):
        return "universal-apple-macosx"
    return "+".join(triples)


def timestamp():
    return int(os.environ.get("SOURCE_DATE_EPOCH", "315532800"))


def write_tar_gz(path, members):
    """members: (name in the archive, file on disk, mode)."""
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=timestamp(), filename="") as zipped:
        with tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as tar:
            for name, source, mode in sorted(members):
                info = tar.gettarinfo(source, arcname=name)
                info.mode, info.mtime, info.uid, info.gid, info.uname, info.gname = mode, timestamp(), 0, 0, "", ""
                with open(source, "rb") as handle:
                    tar.addfile(info, handle)


def write_zip(path, folder):
    """Zips `folder` as itself (its name is the zip's top entry), keeping the executable bit."""
    top = os.path.basename(folder.rstrip("/"))
    entries = []
    for directory, _, files in os.walk(folder):
        for name in files:
            source = os.path.join(directory, name)
            entries.append((os.path.join(top, os.path.relpath(source, folder)), source))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, source in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.create_system = 3  # Unix: external_attr holds the mode, which unzip restores
            mode = 0o755 if os.access(source, os.X_OK) else 0o644
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(source, "rb") as handle:
                archive.writestr(info, handle.read())


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_checksums(out):
    """SHA256SUMS over every asset in `out` (`sha256sum -c SHA256SUMS` checks them)."""
    names = sorted(n for n in os.listdir(out) if n != "SHA256SUMS" and os.path.isfile(os.path.join(out, n)))
    with open(os.path.join(out, "SHA256SUMS"), "w", encoding="utf-8") as sums:
        for name in names:
            sums.write(f"{sha256(os.path.join(out, name))}  {name}\n")


def bundle_folder(staging, variants):
    """Writes `staging/cmplint.artifactbundle` with info.json for `variants` (name, triples, binary)."""
    root = os.path.join(staging, BUNDLE)
    os.makedirs(root)
    for legal in LEGAL:
        shutil.copyfile(os.path.join(ROOT, legal), os.path.join(root, legal))
    entries = []
    for name, triples, binary in variants:
        folder = f"cmplint-{version()}-{name}"
        os.makedirs(os.path.join(root, folder, "bin"))
        target = os.path.join(root, folder, "bin", "cmplint")
        shutil.copyfile(binary, target)
        os.chmod(target, 0o755)
        entries.append({"path": f"{folder}/bin/cmplint", "supportedTriples": triples})
    info = {"schemaVersion": "1.0",
            "artifacts": {"cmplint": {"version": version(), "type": "executable", "variants": entries}}}
    with open(os.path.join(root, "info.json"), "w", encoding="utf-8") as handle:
        json.dump(info, handle, indent=2)
        handle.write("\n")
    return root


def build(arguments):
    triples = arguments.triple or machine_triples()
    name = variant_name(triples)
    os.makedirs(arguments.out, exist_ok=True)
    archive = os.path.join(arguments.out, f"cmplint-{version()}-{name}.tar.gz")
    top = f"cmplint-{version()}-{name}"
    capture = os.path.join(os.path.dirname(arguments.binary), "cmplint-capture")
    if not os.path.isfile(capture):
        sys.exit(f"dist.py: {capture} not found: the archive ships cmplint-capture beside cmplint")
    write_tar_gz(archive, [(f"{top}/cmplint", arguments.binary, 0o755), (f"{top}/cmplint-capture", capture, 0o755)]
                 + [(f"{top}/{legal}", os.path.join(ROOT, legal), 0o644) for legal in LEGAL])
    with tempfile.TemporaryDirectory() as staging:
        write_zip(os.path.join(arguments.out, BUNDLE + ".zip"), bundle_folder(staging, [(name, triples, arguments.binary)]))
    write_checksums(arguments.out)


def merge(arguments):
    """One bundle from several (one per build machine): their variants side by side."""
    os.makedirs(arguments.out, exist_ok=True)
    with tempfile.TemporaryDirectory() as staging:
        variants = []
        for index, path in enumerate(arguments.bundles):
            unpacked = os.path.join(staging, f"in{index}")
            with zipfile.ZipFile(path) as archive:
                archive.extractall(unpacked)
            root = os.path.join(unpacked, BUNDLE)
            info = json.load(open(os.path.join(root, "info.json"), encoding="utf-8"))
            for variant in info["artifacts"]["cmplint"]["variants"]:
                folder = variant["path"].split("/")[0]
                variants.append((folder[len(f"cmplint-{version()}-"):], variant["supportedTriples"],
                                 os.path.join(root, variant["path"])))
        triples = [t for _, ts, _ in variants for t in ts]
        if len(set(triples)) != len(triples):
            sys.exit(f"dist.py: a triple is in more than one bundle: {triples}")
        target = os.path.join(arguments.out, BUNDLE + ".zip")
        merged = bundle_folder(os.path.join(staging, "out"), variants)
        write_zip(target + ".partial", merged)
        os.replace(target + ".partial", target)
    write_checksums(arguments.out)


def plugin_manifest(arguments):
    text = sys.stdin.read()
    replacement = f'\\1.binaryTarget(name: "cmplint", url: "{arguments.url}", checksum: "{arguments.checksum}"),'
    result, count = PLUGIN_BINARY_LINE.subn(replacement, text)
    if count != 1 or not re.fullmatch(r"[0-9a-f]{64}", arguments.checksum):
        sys.exit("dist.py: expected one path-based cmplint binary target and a SHA-256 checksum")
    sys.stdout.write(result)


def main():
    parser = argparse.ArgumentParser(description="Build cmplint's release assets.")
    commands = parser.add_subparsers(dest="command", required=True)
    build_parser = commands.add_parser("build")
    build_parser.add_argument("binary")
    build_parser.add_argument("out")
    build_parser.add_argument("--triple", action="append")
    merge_parser = commands.add_parser("merge")
    merge_parser.add_argument("out")
    merge_parser.add_argument("bundles", nargs="+")
    commands.add_parser("checksums").add_argument("out")
    plugin_parser = commands.add_parser("plugin-manifest")
    plugin_parser.add_argument("url")
    plugin_parser.add_argument("checksum")
    arguments = parser.parse_args()
    {"build": build, "merge": merge, "plugin-manifest": plugin_manifest,
     "checksums": lambda arguments: write_checksums(arguments.out)}[arguments.command](arguments)


if __name__ == "__main__":
    main()
