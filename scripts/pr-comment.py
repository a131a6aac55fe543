#!/usr/bin/env python3
"""Posts cmplint's report as one sticky pull-request comment (the action's `comment: true`).

The comment holds the markdown lint report and the semantic diff of the snapshot sets against the
pull request's base (`cmplint diff --since MERGE-BASE PATH... -f markdown`). It is found again by a
hidden marker on its first line, so each push updates the same comment instead of adding one:
GET /repos/{owner}/{repo}/issues/{number}/comments (every page), then PATCH
/repos/{owner}/{repo}/issues/comments/{id}, or POST a new one when none carries the marker
(https://docs.github.com/en/rest/issues/comments). Only a comment whose body starts with the marker
is ever changed. The body is cut to GitHub's 65,536-character limit, with a note saying so.

Needs nothing but Python 3's standard library and git (both on every GitHub runner). Reads
GITHUB_API_URL, GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_EVENT_PATH; exits 0 without a pull
request (another event), 1 with a message naming the request when the API refuses one.

usage: pr-comment.py --cmplint BIN --lint-report FILE [PATH...]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request

MARKER = "<!-- cmplint-sticky -->"
MAX_BODY = 65536
TRUNCATED = "\n\n*This comment was cut to GitHub's limit of 65,536 characters; the full report is in the job's log.*\n"


def fail(message):
    print(f"::error title=cmplint comment::{message}")
    sys.exit(1)


class GitHub:
    """The REST calls the comment needs, with the job's token."""

    def __init__(self, api, token, repository):
        self.api = api.rstrip("/")
        self.token = token
        self.repository = repository

    def request(self, method, url, body=None):
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(url, data=data, method=method)
        request.add_header("Accept", "application/vnd.github+json")
        request.add_header("X-GitHub-Api-Version", "2022-11-28")
        request.add_header("Authorization", f"Bearer {self.token}")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                payload = response.read()
                return json.loads(payload) if payload else None, response.headers.get("Link", "")
        except urllib.error.HTTPError as error:
            detail = error.read().decode("utf-8", "replace")
            try:
                detail = json.loads(detail).get("message", detail)
            except (ValueError, AttributeError):
                pass
            hint = " (the job needs `permissions: pull-requests: write`)" if error.code in (401, 403, 404) else ""
            fail(f"{method} {url} failed: HTTP {error.code} {detail}{hint}")
        except (urllib.error.URLError, OSError) as error:
            fail(f"{method} {url} failed: {error}")

    def comments(self, number):
        """Every comment of the pull request, following the Link header's next pages."""
        url = f"{self.api}/repos/{self.repository}/issues/{number}/comments?per_page=100"
        found = []
        while url:
            page, link = self.request("GET", url)
            if not isinstance(page, list):
                fail(f"GET {url} returned no list of comments")
            found += page
            url = next_page(link)
        return found

    def publish(self, number, body):
        """Updates the comment carrying the marker, or creates it; returns what was done."""
        mine = [c for c in self.comments(number) if str(c.get("body", "")).startswith(MARKER)]
        if mine:
            comment_id = mine[0]["id"]
            self.request("PATCH", f"{self.api}/repos/{self.repository}/issues/comments/{comment_id}", {"body": body})
            return f"updated comment {comment_id}"
        url = f"{self.api}/repos/{self.repository}/issues/{number}/comments"
        created, _ = self.request("POST", url, {"body": body})
        return f"created comment {created.get('id') if isinstance(created, dict) else '?'}"


def next_page(link):
    """The `rel="next"` URL of a Link header, or None."""
    for part in link.split(","):
        match = re.match(r'\s*<([^>]+)>\s*;\s*rel="next"', part)
        if match:
            return match.group(1)
    return None


def bounded(body):
    """The body within GitHub's limit (counted in characters), cut with a note when it is longer."""
    if len(body) <= MAX_BODY:
        return body
    return body[: MAX_BODY - len(TRUNCATED)] + TRUNCATED


def semantic_diff(cmplint, base_sha, paths):
    """`cmplint diff --since` the merge base with the pull request's base, as markdown; or a note."""
    if not base_sha:
        return "*No base commit in the event: no diff.*"
    merge_base = subprocess.run(
        ["git", "--no-pager", "merge-base", "HEAD", base_sha], capture_output=True, text=True, check=False
    )
    if merge_base.returncode != 0:
        shallow = subprocess.run(
            ["git", "rev-parse", "--is-shallow-repository"], capture_output=True, text=True, check=False
        ).stdout.strip()
        why = (
            "this is a shallow clone: check out the whole history with `fetch-depth: 0` on actions/checkout"
            if shallow == "true"
            else merge_base.stderr.strip() or "no merge base"
        )
        print(f"::warning title=cmplint comment::no diff against the base: {why}")
        return f"*No diff against the base: {why}.*"
    base = merge_base.stdout.strip()
    diff = subprocess.run(
        [cmplint, "diff", "--since", base, *paths, "--format", "markdown"], capture_output=True, text=True, check=False
    )
    if diff.returncode not in (0, 1):
        return f"*`cmplint diff --since {base[:7]}` failed: {diff.stderr.strip()}*"
    return diff.stdout.strip()


def main():
    parser = argparse.ArgumentParser(description="Post cmplint's report as one sticky pull-request comment.")
    parser.add_argument("--cmplint", required=True, help="the cmplint binary")
    parser.add_argument("--lint-report", required=True, help="the markdown report of the lint step")
    parser.add_argument("paths", nargs="*", default=["."], help="the paths linted, for the diff")
    arguments = parser.parse_args()

    environment = {name: os.environ.get(name, "") for name in ("GITHUB_API_URL", "GITHUB_TOKEN", "GITHUB_REPOSITORY")}
    missing = [name for name, value in environment.items() if not value]
    if missing:
        fail(f"{', '.join(missing)} not set; pass `github-token` to the action (default: the job's GITHUB_TOKEN)")
    try:
        with open(os.environ.get("GITHUB_EVENT_PATH", ""), encoding="utf-8") as event_file:
            event = json.load(event_file)
    except (OSError, ValueError) as error:
        fail(f"cannot read the event (GITHUB_EVENT_PATH): {error}")
    pull_request = event.get("pull_request") if isinstance(event, dict) else None
    if not isinstance(pull_request, dict) or "number" not in pull_request:
        print("cmplint comment: not a pull request event; no comment")
        return
    try:
        with open(arguments.lint_report, encoding="utf-8") as report:
            lint = report.read().strip()
    except OSError as error:
        fail(f"cannot read the lint report {arguments.lint_report}: {error}")
    base_sha = (pull_request.get("base") or {}).get("sha", "")
    body = bounded(
        f"{MARKER}\n{lint}\n\n{semantic_diff(arguments.cmplint, base_sha, arguments.paths)}\n"
    )
    github = GitHub(environment["GITHUB_API_URL"], environment["GITHUB_TOKEN"], environment["GITHUB_REPOSITORY"])
    print(f"cmplint comment: {github.publish(pull_request['number'], body)} on pull request #{pull_request['number']}")


if __name__ == "__main__":
    main()
