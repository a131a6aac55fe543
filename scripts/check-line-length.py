#!/usr/bin/env python3
"""Lists Swift lines longer than 120 characters whose excess is not text the formatter cannot break.

Allowed: a line inside a multi-line string literal, a line that fits once every string and regex
literal on it is emptied (a long message, a JSON fixture), and a line holding a URL.
Usage: scripts/check-line-length.py FILE...   (exit 1 when a line is too long)
"""
import re
import sys

LIMIT = 120
RAW_STRING = re.compile(r'(#+)"(.*?)"\1')
STRING = re.compile(r'"(?:\\.|[^"\\])*"')
REGEX = re.compile(r'(?<![\w)\]])/(?![/*\s])(?:\\.|[^/\\])+/')
URL = re.compile(r'https?://\S{40,}')


def too_long(path):
    in_literal = False
    for number, line in enumerate(open(path, encoding='utf-8').read().split('\n'), 1):
        was_in_literal = in_literal
        if line.count('"""') % 2 == 1:
            in_literal = not in_literal
        if len(line) <= LIMIT or was_in_literal or in_literal or URL.search(line):
            continue
        bare = REGEX.sub('//', STRING.sub('""', RAW_STRING.sub('""', line)))
        if len(bare) > LIMIT:
            yield f'{path}:{number}: {len(line)} characters'


found = [message for path in sys.argv[1:] for message in too_long(path)]
print('\n'.join(found), end='\n' if found else '')
sys.exit(1 if found else 0)
