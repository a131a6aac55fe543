#!/usr/bin/env python3
"""Derives cmplint's language profiles (character n-gram statistics) from public corpora and
measures the identifier on held-out messages and on software UI translations held out whole.

    python3 scripts/language_profiles.py [-v] UDHR_DIR MOZILLA_WWW_DIR MOZILLA_FIREFOX_DIR KUMA_DIR \
        ddg=DIR thunderbird=DIR syncthing=DIR etherpad=DIR localsend=DIR klaro=DIR penpot=DIR files=DIR \
        tarteaucitron=DIR wikipedia=DIR superproductivity=DIR umami=DIR excalidraw=DIR

where the directories are checkouts of https://github.com/wooorm/udhr,
https://github.com/mozilla-l10n/www-l10n, https://github.com/mozmeao/www-firefox-l10n,
https://github.com/louislam/uptime-kuma, and the UI translation sets of
language_corpus.UI_SOURCES (https://github.com/duckduckgo/Android,
https://github.com/thunderbird/thunderbird-android, https://github.com/syncthing/syncthing,
https://github.com/ether/etherpad-lite, https://github.com/localsend/localsend,
https://github.com/kiprotect/klaro, https://github.com/penpot/penpot,
https://github.com/files-community/Files, https://github.com/AmauriC/tarteaucitron.js,
https://github.com/wikimedia/apps-android-wikipedia, https://github.com/johannesjo/super-productivity;
held out whole: https://github.com/umami-software/umami,
https://github.com/excalidraw/excalidraw). Corpora and licences: scripts/language_corpus.py and
docs/language-identification.md. Half the training text comes from the UI sets
(mixed_sample), so that the profiles fit UI text in general rather than Mozilla's websites. It
writes
- Sources/CMPLintKnowledge/Knowledge/Language/LanguageProfileData.swift: the profiles (code, script, floor);
- Sources/CLanguageTable/LanguageTable.c: the n-gram table, a C string literal that the binary
  keeps as read-only data, read in place (C compiles a literal of this size in a second; a Swift
  array literal of this size does not compile in reasonable time, and a base64 Swift string had to
  be decoded on every run);
- Sources/CMPLintKnowledge/Knowledge/Language/LanguagePairWordData.swift: the words of the close pairs;
- Tests/CMPLintTests/LanguageHeldOut.swift: a small sample of held-out messages per language, and
  of the sources held out whole per source and language; the tests' small documents are built
  from them;
and prints the accuracy on held-out small documents and whole messages, and on small documents of
the sources held out whole (-v: lists the unknown ones with the reason). The Swift files are
committed as `scripts/check-format.sh --fix` formats them; run it after this script.

Model: each word (letters of one script, lowercased, padded with a space on each side) gives its
character 2- and 3-grams; each profile keeps its TOP most frequent n-grams with their log
probability (additive smoothing), everything else gets the profile's floor. A text's score for a
profile is the sum over its distinct words' n-grams (naive Bayes, as in Cavnar and Trenkle's and
Shuyo's language-detection: https://github.com/shuyo/language-detection). The decision rules are
documented in LanguageEvidence.swift and mirrored in `decide` below.
"""
import collections
import math
import os
import random
import re
import struct
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import language_corpus as corpus_reader  # noqa: E402

# Profiles whose language the identifier returns: profile code -> language code. Variants of one
# language (European and Brazilian Portuguese, Serbian in two scripts, Simplified and Traditional
# Chinese) are separate profiles of one language.
SUPPORTED = {
    "en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it", "nl": "nl", "pt-PT": "pt", "pt-BR": "pt",
    "pl": "pl", "sv": "sv", "da": "da", "fi": "fi", "nb": "nb", "nn": "nn", "cs": "cs", "sk": "sk", "ro": "ro",
    "hu": "hu", "tr": "tr", "hr": "hr", "sl": "sl", "sr-Latn": "sr", "sr-Cyrl": "sr", "lt": "lt", "lv": "lv",
    "et": "et", "ga": "ga", "mt": "mt", "is": "is", "rm": "rm", "ca": "ca", "id": "id", "ms": "ms", "vi": "vi",
    "fil": "fil", "el": "el", "ru": "ru", "uk": "uk", "bg": "bg", "ar": "ar", "fa": "fa", "ur": "ur", "he": "he",
    "hi": "hi", "bn": "bn", "th": "th", "ko": "ko", "ja": "ja", "zh-Hans": "zh", "zh-Hant": "zh",
}
# Corpora too small or too mixed to make a profile of. Bosnian and Montenegrin are left out on
# purpose: their standards share most words and spellings with Croatian and Serbian, and their
# profiles won Croatian and Serbian text (docs/language-identification.md says so under Known confusions).
SKIPPED = {"yue", "ckb", "crh", "ltg", "bs-Cyrl", "uz-Cyrl", "bs", "cnr"}
# Pairs of languages so close that a short text needs more evidence (a wider margin) to tell them
# apart; listed in docs/language-identification.md, Known confusions.
CLOSE_GROUPS = [  # (languages, margin): LanguageClosePairs.swift
    ({"hr", "sr", "bs", "cnr", "sl"}, 9.0), ({"da", "nb", "nn", "sv", "fo"}, 9.0), ({"ms", "id", "min", "jv", "su"}, 9.0),
    ({"cs", "sk"}, 9.0), ({"es", "gl", "pt", "ast", "an", "ca", "oc", "it", "lad"}, 9.0),
    ({"ru", "uk", "be", "bg", "mk", "sr"}, 9.0), ({"nl", "af", "fy", "nds", "lb", "de", "gsw"}, 9.0),
    ({"fa", "ar", "ur", "tg", "ps", "skr", "pnb"}, 9.0), ({"hi", "mr", "ne", "mai", "bho", "mag", "sa"}, 9.0), ({"en", "sco"}, 9.0),
]
TRAIN_CHARS = 300_000   # training text per profile (a random sample of its messages)
TOP = 3000              # n-grams kept per profile
ALPHA, BINS = 0.5, 20000  # additive smoothing: (count + ALPHA) / (total + ALPHA * BINS)
QUANTUM = 16            # stored deltas are in 1/16 nat
MARGIN = 3.0            # nats between the best language and the best other one (CLOSE_GROUPS: more)
VARIANT_MARGIN = 6.0    # nats between variants of one language to name the variant
SEGMENT_MARGIN, FOREIGN_SHARE = 5.0, 0.25
MAX_SCORED_WORDS = 48   # distinct words scored per document (LanguageEvidence.maximumScoredWords)
MAX_WORDS_READ = MAX_TEXTS_READ = 8 * MAX_SCORED_WORDS  # LanguageEvidence.maximumWordsRead, maximumTextsRead
HELD_OUT_TEST_DOCS = 6  # small documents per supported profile committed for the tests
SOURCE_TEST_DOCS = 4    # and per supported profile and source held out whole


def lang(code):
    return SUPPORTED.get(code, code)


# Asymmetric margins of the closest pairs (LanguageClosePairs.pairMargins): the Serbian Latin
# profile (transliterated from Serbian Cyrillic) led Croatian text by up to 23 nats, Croatian led
# Serbian Latin text by up to 17, Malay led Indonesian text by up to 19.
PAIR_MARGINS = {("sr-Latn", "hr"): 24.0, ("hr", "sr-Latn"): 18.0, ("ms", "id"): 20.0}
# Close pairs also told apart by their words (LanguagePairWords): words one language's training
# messages use in at least PAIR_WORD_MIN messages and the other's never, in any of its training
# messages (Serbian "podešavanjima", "pregledač", Croatian "računalu", "povijest"; Malay "akaun",
# "peranti", Indonesian "pengaturan", "perangkat"; European Portuguese "ecrã", "definições",
# Brazilian "celular", "compartilhar"), and for Croatian and Serbian the two spellings of one word
# by the reflex of the old vowel yat, seen once each (Serbian ekavian "vreme", "primer", Croatian
# ijekavian "vrijeme", "primjer"). Each such word of the best language lowers the margin it needs
# over the other by PAIR_WORD_NATS; more of the other's words than its own make the text unknown (for variants: the
# variant undecided).
PAIR_WORD_PAIRS = [("hr", "sr-Latn"), ("id", "ms"), ("pt-BR", "pt-PT")]
PAIR_WORD_MIN = 5
PAIR_WORD_NATS = 8.0
# Variants named only when one leads its sibling by this much (VARIANT_MARGIN otherwise), less
# PAIR_WORD_NATS per word of its own (PAIR_WORD_PAIRS): European and Brazilian Portuguese texts
# that read the same in both (the Declaration's articles) led the wrong variant by up to 23 nats;
# at 20, no held-out small document is named the wrong variant.
VARIANT_MARGINS = {"pt": 20.0}


def related(a, b):
    """Profiles of one language, or of languages of one close group (CLOSE_GROUPS)."""
    return lang(a) == lang(b) or any(lang(a) in g and lang(b) in g for g, _ in CLOSE_GROUPS)


def needed_margin(best, rival):
    if (best, rival) in PAIR_MARGINS:
        return PAIR_MARGINS[(best, rival)]
    a, b = lang(best), lang(rival)
    return next((m for g, m in CLOSE_GROUPS if a in g and b in g), MARGIN)


def segment_margin(top, best):
    """The lead by which a sentence's best language `top` makes it foreign to the document's
    language `best`: SEGMENT_MARGIN, or the margin `top` would need to be named over `best`
    (needed_margin) where that is more. A Croatian sentence that the Serbian Latin profile leads
    by less than a document would need is no evidence of Serbian (LanguageEvidence.segmentMargin)."""
    return max(SEGMENT_MARGIN, needed_margin(top, best))


# --- Tokenizer: mirrors LanguageTokenizer.swift -----------------------------------------------

def script_of(ch):
    v = ord(ch)
    if 0x41 <= v <= 0x5A or 0x61 <= v <= 0x7A or v in (0xAA, 0xBA) or 0xC0 <= v <= 0x24F or 0x1E00 <= v <= 0x1EFF \
            or 0xFF21 <= v <= 0xFF3A or 0xFF41 <= v <= 0xFF5A:
        return "latin"
    if 0x370 <= v <= 0x3FF or 0x1F00 <= v <= 0x1FFF: return "greek"
    if 0x400 <= v <= 0x52F or 0x1C80 <= v <= 0x1C8F or 0x2DE0 <= v <= 0x2DFF or 0xA640 <= v <= 0xA69F: return "cyrillic"
    if 0x600 <= v <= 0x6FF or 0x750 <= v <= 0x77F or 0x870 <= v <= 0x8FF or 0xFB50 <= v <= 0xFDFF or 0xFE70 <= v <= 0xFEFF:
        return "arabic"
    if 0x590 <= v <= 0x5FF or 0xFB1D <= v <= 0xFB4F: return "hebrew"
    if 0x1100 <= v <= 0x11FF or 0x3130 <= v <= 0x318F or 0xA960 <= v <= 0xA97F or 0xAC00 <= v <= 0xD7FF or 0xFFA0 <= v <= 0xFFDC:
        return "hangul"
    if 0x3040 <= v <= 0x30FF or 0x31F0 <= v <= 0x31FF or 0xFF66 <= v <= 0xFF9F: return "cjk"
    if 0x3400 <= v <= 0x4DBF or 0x4E00 <= v <= 0x9FFF or 0xF900 <= v <= 0xFAFF or 0x20000 <= v <= 0x323AF: return "cjk"
    if 0x0E00 <= v <= 0x0E7F: return "thai"
    if 0x0900 <= v <= 0x097F: return "devanagari"
    if 0x0980 <= v <= 0x09FF: return "bengali"
    return "other"


ELISIONS = {"l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu",
            "dell", "dall", "nell", "sull", "all", "coll", "quest", "quell", "un"}
APOSTROPHES = "'\u2019\u02bc"


def tokens(text):
    """(word, script, all capitals, mixed case, capitalised, ends a sentence)"""
    out = []
    for chunk in text.split():
        if "@" in chunk or "_" in chunk or "://" in chunk or (len(chunk) > 4 and chunk[:4].lower() == "www."):
            continue
        before = len(out)
        run, run_script, tainted, previous_digit = [], None, False, False

        def flush():
            nonlocal run, tainted
            if run and not tainted:
                out.append(emit(run, run_script))
            run, tainted = [], False
        for i, ch in enumerate(chunk):
            cat = unicodedata.category(ch)
            if cat[0] == "L":
                s = script_of(ch)
                if run and s != run_script: flush()
                if not run: run_script, tainted = s, previous_digit
                run.append(ch)
                previous_digit = False
            elif cat[0] == "M" and run:
                run.append(ch)
            elif cat == "Nd":
                if run: tainted = True
                previous_digit = True
                flush()
            elif ch in APOSTROPHES and run and i + 1 < len(chunk) and unicodedata.category(chunk[i + 1])[0] == "L":
                run.append("'")
                if "".join(run[:-1]).lower() in ELISIONS: flush()
                previous_digit = False
            elif ch == "\u00b7" and run and i + 1 < len(chunk) and unicodedata.category(chunk[i + 1])[0] == "L":
                run.append(ch)
            else:
                flush()
                previous_digit = False
        flush()
        if len(out) > before and chunk[-1] in SENTENCE_ENDS:
            out[-1] = out[-1][:5] + (True,)
    return out


SENTENCE_ENDS = ".!?\u3002\uff01\uff1f"


def emit(run, script):
    letters = [c for c in run if unicodedata.category(c)[0] == "L"]
    upper = sum(1 for c in letters if c.isupper())
    lower = sum(1 for c in letters if c.islower())
    mixed = any(a.islower() and b.isupper() for a, b in zip(letters, letters[1:]))
    word = unicodedata.normalize("NFC", "".join(run).lower())
    return (word, script, upper >= 2 and lower == 0, mixed, bool(letters) and letters[0].isupper(), False)


def kept_words(text_tokens):
    """Drops brand spellings and acronyms (unless the text is in capitals throughout)."""
    cased = [t for t in text_tokens if t[1] in ("latin", "cyrillic", "greek")]
    keep_capitals = bool(cased) and sum(t[2] for t in cased) * 2 > len(cased)
    return [t for t in text_tokens if not (t[3] or (t[2] and not keep_capitals))]


def features(word):
    padded = " " + word + " "
    out = []
    for n in (2, 3):
        for i in range(len(padded) - n + 1):
            g = padded[i:i + n]
            if g != " ":
                out.append(g)
    return out


# --- Profiles ------------------------------------------------------------------------------------

def mixed_sample(messages, code):
    """About TRAIN_CHARS of training text: up to half from the UI translation sets
    (language_corpus.UI_SOURCES), the sources in turn (the next message from the one used least
    so far, so that no one project's wording dominates and small sets are taken whole), the rest a
    random sample of the other corpora (the Declaration, Mozilla's websites, Uptime Kuma). With
    the UI sets taking the whole budget, the English profile named Latin placeholder text and the
    German one a half-English sentence."""
    ui = collections.defaultdict(list)
    other = []
    for k, t in messages:
        name = corpus_reader.source_of(k)
        (ui[name] if name in corpus_reader.UI_SOURCES else other).append(t)
    for name, texts in ui.items():
        random.Random(code + ":" + name).shuffle(texts)
    used = {name: 0 for name in ui}
    position = {name: 0 for name in ui}
    sample, total = [], 0
    while total <= TRAIN_CHARS // 2:
        open_sources = [n for n in sorted(used) if position[n] < len(ui[n])]
        if not open_sources:
            break
        name = min(open_sources, key=lambda n: used[n])
        t = ui[name][position[name]]
        position[name] += 1
        used[name] += len(t)
        sample.append(t)
        total += len(t)
    random.Random(code).shuffle(other)
    for t in other:
        if total > TRAIN_CHARS:
            break
        sample.append(t)
        total += len(t)
    return sample


def build(corpus):
    """Profiles from the training messages; returns them, the held-out messages per code and the
    training sample per code. Sources held out whole (HELD_OUT_SOURCES) are left out of both."""
    train, held = {}, {}
    for code, messages in corpus.items():
        messages = [(k, t) for k, t in messages if corpus_reader.source_of(k) not in corpus_reader.HELD_OUT_SOURCES]
        if code in SKIPPED or len(messages) < 40:
            continue
        held[code] = [t for k, t in messages if corpus_reader.is_held_out(k)]
        train[code] = mixed_sample([(k, t) for k, t in messages if not corpus_reader.is_held_out(k)], code)
    profiles = {}
    for code, texts in sorted(train.items()):
        counts, scripts = collections.Counter(), collections.Counter()
        for t in texts:
            seen = set()
            for w in kept_words(tokens(t)):
                scripts[w[1]] += 1
                if w[0] not in seen:
                    seen.add(w[0])
                    counts.update(features(w[0]))
        total = sum(counts.values())
        floor = math.log(ALPHA / (total + ALPHA * BINS))
        top = {g: int(round((math.log((c + ALPHA) / (total + ALPHA * BINS)) - floor) * QUANTUM))
               for g, c in counts.most_common(TOP)}
        profiles[code] = dict(script=scripts.most_common(1)[0][0], floor=floor, top=top)
    return profiles, held, train


def pair_words(train, corpus):
    """{profile: set of words} for the pairs of PAIR_WORD_PAIRS (see PAIR_WORD_MIN). Croatian and
    Serbian words that Bosnian or Montenegrin training messages use are left out (the standards of
    the continuum share them; the two corpora differ there by register: Mozilla's Croatian is
    informal, "koristiš", its Serbian formal, "koristimo"), except the yat spellings."""
    def vocabulary(texts):
        counts = collections.Counter()
        for t in texts:
            counts.update({w[0] for w in kept_words(tokens(t)) if w[1] == "latin"})
        return counts

    def training_messages(code):
        return (t for k, t in corpus.get(code, []) if not corpus_reader.is_held_out(k)
                and corpus_reader.source_of(k) not in corpus_reader.HELD_OUT_SOURCES)
    words = {}
    for a, b in PAIR_WORD_PAIRS:
        va, vb = vocabulary(train.get(a, [])), vocabulary(train.get(b, []))
        # "Never" by all the other side's training messages, not only its sample: with a sample,
        # a word both standards use ("participe") was one side's by chance.
        ua, ub = vocabulary(training_messages(a)), vocabulary(training_messages(b))
        words[a] = {w for w, n in va.items() if n >= PAIR_WORD_MIN and ub[w] == 0 and len(w) >= 3}
        words[b] = {w for w, n in vb.items() if n >= PAIR_WORD_MIN and ua[w] == 0 and len(w) >= 3}
    shared = vocabulary(t for code in ("bs", "cnr") for k, t in corpus.get(code, []) if not corpus_reader.is_held_out(k))
    for code in ("hr", "sr-Latn"):
        words[code] = {w for w in words[code] if not shared[w]}
    serbian, croatian = vocabulary(train.get("sr-Latn", [])), vocabulary(train.get("hr", []))
    for word in serbian:
        if croatian[word]:
            continue
        for i, ch in enumerate(word):
            for reflex in ("ije", "je") if ch == "e" else ():
                other = word[:i] + reflex + word[i + 1:]
                if croatian[other] and not serbian[other]:
                    words["sr-Latn"].add(word)
                    words["hr"].add(other)
    return words


class Model:
    def __init__(self, profiles, pair_words=None):
        self.pair_words = pair_words or {}
        self.codes = sorted(profiles, key=lambda c: (c not in SUPPORTED, c))
        self.script = [profiles[c]["script"] for c in self.codes]
        self.floor = [profiles[c]["floor"] for c in self.codes]
        self.table = collections.defaultdict(list)
        for i, c in enumerate(self.codes):
            for g, q in profiles[c]["top"].items():
                self.table[g].append((i, min(q, 255)))

    def pair_margin(self, needed, best, rival, words):
        """The margin `best` needs over `rival` given the distinct words read: for the pairs of
        PAIR_WORD_PAIRS, less PAIR_WORD_NATS per word of `best` beyond those of `rival`, and None
        when `rival` has more (LanguagePairWords.margin)."""
        if tuple(sorted((best, rival))) not in PAIR_WORD_PAIRS or best not in self.pair_words:
            return needed
        own, other = (len(self.pair_words[c].intersection(words)) for c in (best, rival))
        if other > own:
            return None
        return max(0.0, needed - PAIR_WORD_NATS * (own - other))

    def word_scores(self, word, script):
        v = collections.Counter()
        n = 0
        for g in features(word):
            n += 1
            for i, q in self.table.get(g, ()):
                v[i] += q / QUANTUM
        return {i: v.get(i, 0.0) + n * self.floor[i] for i in range(len(self.codes)) if self.script[i] == script}

    def decide(self, texts):
        """(profile code or None, details): mirrors LanguageEvidence.add() and guess(), with its caps
        (MAX_WORDS_READ words and MAX_TEXTS_READ texts read, repeats and skipped words included;
        MAX_SCORED_WORDS distinct words scored) and its variant rule (the variant is named only
        when it leads its sibling by VARIANT_MARGIN, or VARIANT_MARGINS for its language)."""
        seen = {}  # word -> scores, or None when read but not scored
        units, distinct, capitalized = collections.Counter(), collections.Counter(), collections.Counter()
        total = collections.Counter()
        segments = []
        scored = read = 0
        for text in texts[:MAX_TEXTS_READ]:
            if read >= MAX_WORDS_READ:
                break
            all_tokens = tokens(text)
            kept = set(map(id, kept_words(all_tokens)))
            seg, seg_words = collections.Counter(), collections.Counter()
            for w in all_tokens:
                if read >= MAX_WORDS_READ:
                    break
                read += 1
                word, script = w[0], w[1]
                if id(w) in kept:
                    if word not in seen:
                        units[script] += len(word) * 0.5 if script == "cjk" else 1
                        distinct[script] += 1
                        if scored < MAX_SCORED_WORDS:
                            scored += 1
                            seen[word] = self.word_scores(word, script)
                            capitalized[script] += w[4]
                            for i, v in seen[word].items(): total[i] += v
                        else:
                            seen[word] = None  # read for the shares only
                    if word is not None and seen[word] is not None:
                        for i, v in seen[word].items(): seg[i] += v
                        seg_words[script] += 1
                if w[5]:  # ends a sentence
                    segments.append((seg, seg_words))
                    seg, seg_words = collections.Counter(), collections.Counter()
            segments.append((seg, seg_words))
        if not units:
            return None, "no words"
        script, count = units.most_common(1)[0]
        if count < 0.75 * sum(units.values()):
            return None, "mixed scripts"
        minimum = {"latin": 4, "cyrillic": 3, "cjk": 4, "thai": 1}.get(script, 2)
        if count < minimum:
            return None, "too few words"
        if script in ("latin", "cyrillic") and distinct[script] <= 6 and capitalized[script] >= 0.6 * distinct[script]:
            return None, "name-like"
        candidates = sorted((i for i in total if self.script[i] == script), key=lambda i: -total[i])
        if not candidates:
            return None, "no profile"
        best = candidates[0]
        code = self.codes[best]
        others = [i for i in candidates[1:] if lang(self.codes[i]) != lang(code) or self.codes[i] not in SUPPORTED]
        margin = total[best] - total[others[0]] if others else 99.0
        if code not in SUPPORTED:
            return None, "unsupported %s" % code
        rival = self.codes[others[0]] if others else None
        needed = self.pair_margin(needed_margin(code, rival), code, rival, seen) if others else MARGIN
        if needed is None:
            return None, "more words of %s than of %s" % (rival, code)
        if margin < needed:
            return None, "margin %.1f < %.1f (%s)" % (margin, needed, rival)
        foreign = 0
        for seg, seg_words in segments:
            n = seg_words[script]
            if n < 3 or not seg: continue
            top = max((i for i in seg if self.script[i] == script), key=lambda i: seg[i])
            if lang(self.codes[top]) != lang(code) and seg[top] - seg[best] >= segment_margin(self.codes[top], code):
                foreign += n
        if foreign >= FOREIGN_SHARE * sum(w[script] for _, w in segments):
            return None, "mixed languages"
        sibling = next((i for i in candidates[1:] if lang(self.codes[i]) == lang(code) and self.codes[i] in SUPPORTED), None)
        if sibling is not None:
            needed = self.pair_margin(VARIANT_MARGINS.get(lang(code), VARIANT_MARGIN), code, self.codes[sibling], seen)
            if needed is None or total[best] - total[sibling] < needed:
                return lang(code), "margin %.1f, variant undecided" % margin
        return code, "margin %.1f" % margin

    def blob(self):
        return table_blob(self.table)


def ngram_key(gram):
    """The key LanguageModel looks an n-gram up by: its scalars (up to three), 21 bits each, the first lowest."""
    return sum(ord(c) << (21 * i) for i, c in enumerate(gram))


def table_blob(table):
    """The n-gram table as LanguageModel reads it in place, its index built here so that no run
    builds it: a little-endian UInt32 slot count (a power of two, above the n-grams by a third at
    least), the slots (UInt32 each: where an n-gram's record starts in the blob, plus one; 0 for
    an empty slot), then per n-gram in ascending key order its key (UInt64, little-endian), entry
    count and (profile index, delta over the floor in 1/QUANTUM nat) per entry. An n-gram's slot is
    the top bits of its key times 0x9E3779B97F4A7C15 (Fibonacci hashing), or the next free one."""
    records = sorted((ngram_key(g), e) for g, e in table.items())
    slot_count, bits = 2, 1
    while slot_count < len(records) + len(records) // 3:
        slot_count, bits = slot_count << 1, bits + 1
    body, starts = bytearray(), []
    for key, entries in records:
        starts.append((key, 4 + 4 * slot_count + len(body)))
        body += struct.pack("<QB", key, len(entries))
        for i, q in entries:
            body += struct.pack("<BB", i, q)
    slots = [0] * slot_count
    for key, start in starts:
        slot = ((key * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF) >> (64 - bits)
        while slots[slot]:
            slot = (slot + 1) & (slot_count - 1)
        slots[slot] = start + 1
    return struct.pack("<I%dI" % slot_count, slot_count, *slots) + bytes(body)


def small_documents(messages, count, seed):
    """Title, description, three buttons: about 125 characters, from held-out messages."""
    rnd = random.Random(seed)
    shorts = [m for m in messages if 3 <= len(m) <= 22]
    titles = [m for m in messages if 15 <= len(m) <= 45]
    descriptions = [m for m in messages if 55 <= len(m) <= 100]
    if len(shorts) < 3 or len(titles) < 3 or len(descriptions) < 3:
        # A corpus of long texts only (the declaration): cut its sentences at word boundaries.
        pieces = [m.split() for m in messages if len(m) >= 20]
        shorts = shorts + [" ".join(p[:2]) for p in pieces if 3 <= len(" ".join(p[:2])) <= 22]
        titles = titles + [cut(p, 45) for p in pieces if len(cut(p, 45)) >= 15]
        descriptions = descriptions + [cut(p, 100) for p in pieces if len(cut(p, 100)) >= 55]
    if len(shorts) < 3 or not titles or not descriptions:
        return []
    return [[rnd.choice(titles), rnd.choice(descriptions)] + rnd.sample(shorts, 3) for _ in range(count)]


def cut(words, limit):
    out = ""
    for w in words:
        if len(out) + len(w) + 1 > limit: break
        out = (out + " " + w).strip()
    return out


# The first lines of every file this script writes.
GENERATED_HEADER = ("// Generated by scripts/language_profiles.py from public corpora (see that script and\n"
                    "// docs/language-identification.md). Do not edit.\n")


def swift_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def c_string_lines(data, width=100):
    """`data` as lines of C string literals: printable ASCII as is, every other byte (and the
    quote, backslash and question mark, which start escapes and trigraphs) as an octal escape, of
    three digits when a digit follows (an escape takes up to three)."""
    def plain(b):
        return 0x20 <= b < 0x7F and chr(b) not in '"\\?'
    lines, line = [], ""
    for k, b in enumerate(data):
        if plain(b):
            line += chr(b)
        else:
            follows = data[k + 1] if k + 1 < len(data) else None
            line += "\\%03o" % b if follows is not None and plain(follows) and chr(follows).isdigit() else "\\%o" % b
        if len(line) >= width:
            lines.append('"%s"' % line)
            line = ""
    if line:
        lines.append('"%s"' % line)
    return lines


def write_swift(model, root):
    profiles = ",\n".join("        (%s, %s, %.4f)" % (swift_string(c), swift_string(model.script[i]), model.floor[i])
                          for i, c in enumerate(model.codes))
    path = os.path.join(root, "Sources/CMPLintKnowledge/Knowledge/Language/LanguageProfileData.swift")
    with open(path, "w") as f:
        f.write(GENERATED_HEADER +
                "\n"
                "/// The character n-gram profiles: (profile code, script, floor log probability) per profile. The\n"
                "/// n-gram table that goes with them is `cmplint_language_table()` (CLanguageTable).\n"
                "package enum LanguageProfileData {\n"
                "    package static let profiles: [(code: String, script: String, floor: Double)] = [\n"
                "%s,\n    ]\n}\n" % profiles)
    return os.path.getsize(path) + write_c_table(model.blob(), root)


def write_c_table(blob, root):
    path = os.path.join(root, "Sources/CLanguageTable/LanguageTable.c")
    with open(path, "w") as f:
        f.write(GENERATED_HEADER +
                "// The n-gram table of the language profiles (LanguageProfileData.swift): a little-endian UInt32\n"
                "// slot count, the slots of its open-addressing index (where a record starts, plus one), then per\n"
                "// n-gram in ascending key order its key (UInt64: its scalars, 21 bits each), entry count and\n"
                "// (profile index, delta over the floor in 1/%d nat) per entry (table_blob in the script).\n\n"
                "#include \"LanguageTable.h\"\n\n"
                "static const unsigned char table[] =\n%s;\n\n"
                "const unsigned char *cmplint_language_table(void) { return table; }\n\n"
                "unsigned long cmplint_language_table_size(void) { return sizeof(table) - 1; }\n"
                % (QUANTUM, "\n".join(c_string_lines(blob))))
    return os.path.getsize(path)


def write_pair_words(words, root):
    path = os.path.join(root, "Sources/CMPLintKnowledge/Knowledge/Language/LanguagePairWordData.swift")
    entries = []
    for code in sorted(words):
        text = " ".join(sorted(words[code]))
        lines, line = [], ""
        for w in text.split():
            if line and len(line) + len(w) > 100:
                lines.append(line.rstrip())
                line = ""
            line += w + " "
        lines.append(line.rstrip())
        entries.append('        (%s, """\n%s\n        """),' % (swift_string(code), "\n".join("        " + l for l in lines)))
    with open(path, "w") as f:
        f.write(GENERATED_HEADER +
                "\n"
                "/// Words that tell the languages of a close pair apart (`LanguagePairWords`): per profile code,\n"
                "/// the words separated by spaces or line breaks.\n"
                "package enum LanguagePairWordData {\n"
                "    package static let words: [(code: String, words: String)] = [\n"
                "%s\n    ]\n}\n" % "\n".join(entries))
    return os.path.getsize(path)


def write_held_out(held, corpus, root):
    path = os.path.join(root, "Tests/CMPLintTests/LanguageHeldOut.swift")

    def entry(key, msgs):
        return "        %s: [\n%s,\n        ]," % (swift_string(key), ",\n".join("            " + swift_string(m) for m in msgs))
    entries = []
    for code in sorted(SUPPORTED):
        msgs = sorted({m for d in small_documents(held.get(code, []), HELD_OUT_TEST_DOCS, code + "-test") for m in d})
        entries.append(entry(code, msgs))
    negatives = []
    for code in ("af", "gl", "be", "mk", "eu", "oc", "cy", "eo"):
        negatives.append(entry(code, [m for m in held.get(code, []) if len(m) >= 60 and len(m) <= 160][:6]))
    sources = []
    for name in corpus_reader.HELD_OUT_SOURCES:
        for code in sorted(SUPPORTED):
            messages = [t for k, t in corpus.get(code, []) if corpus_reader.source_of(k) == name]
            msgs = sorted({m for d in small_documents(messages, SOURCE_TEST_DOCS, code + ":" + name + "-test") for m in d})
            if msgs:
                sources.append(entry(name + ":" + code, msgs))
    with open(path, "w") as f:
        f.write("// Generated by scripts/language_profiles.py: messages of the public corpora the profiles were\n"
                "// NOT derived from (held out by a stable hash of their key, or their whole source). Do not edit.\n\n"
                "/// Held-out messages per profile code, per unsupported language, and per source held out whole\n"
                "/// and profile code (\"umami:de\").\n"
                "enum LanguageHeldOut {\n    static let supported: [String: [String]] = [\n%s\n    ]\n\n"
                "    static let unsupported: [String: [String]] = [\n%s\n    ]\n\n"
                "    static let uiSources: [String: [String]] = [\n%s\n    ]\n}\n"
                % ("\n".join(entries), "\n".join(negatives), "\n".join(sources)))
    return os.path.getsize(path)


def evaluate(model, held):
    groups = {"EU/EEA Latin": ["en", "de", "fr", "es", "it", "nl", "pt-PT", "pt-BR", "pl", "sv", "da", "fi", "nb", "nn", "cs",
                               "sk", "ro", "hu", "hr", "sl", "lt", "lv", "et", "ga", "mt", "is", "rm", "ca"],
              "other Latin": ["tr", "sr-Latn", "id", "ms", "vi", "fil"],
              "Cyrillic, Greek": ["ru", "uk", "bg", "sr-Cyrl", "el"],
              "other scripts": ["ar", "fa", "ur", "he", "hi", "bn", "th", "ko", "ja", "zh-Hans", "zh-Hant"]}
    print("held-out small documents (title, description, three buttons) and whole messages >= 40 characters:")
    all_small = [0, 0, 0]
    for name, codes in groups.items():
        small, whole = [0, 0, 0], [0, 0, 0]
        for code in codes:
            for d in small_documents(held[code], 60, code):
                small[outcome(model, d, code)] += 1
            for m in [m for m in held[code] if len(m) >= 40][:300]:
                whole[outcome(model, [m], code)] += 1
        all_small = [a + b for a, b in zip(all_small, small)]
        print("  %-16s small: %5.1f%% right %4.1f%% unknown %4.2f%% wrong | messages: %5.1f%% right %4.1f%% unknown %4.2f%% wrong"
              % ((name,) + pct(small) + pct(whole)))
    print("  all supported    small: %5.1f%% right %4.1f%% unknown %4.2f%% wrong (%d documents)" % (pct(all_small) + (sum(all_small),)))
    named = collections.Counter()
    tried = collections.Counter()
    for code in held:
        if code in SUPPORTED: continue
        for m in [m for m in held[code] if len(m) >= 40][:200]:
            tried[code] += 1
            p, _ = model.decide([m])
            if p is not None: named[code] += 1
    print("unsupported messages named as a supported language: %d of %d; by language: %s"
          % (sum(named.values()), sum(tried.values()), ", ".join("%s %d/%d" % (c, named[c], tried[c]) for c in sorted(named))))


def outcome(model, texts, code):
    """0 right, 1 unknown, 2 wrong: another language, or the other variant of the right one."""
    return outcome_of(model.decide(texts)[0], code)


def outcome_of(p, code):
    if p is None:
        return 1
    if lang(p) != lang(code):
        return 0 if accepted(lang(code), lang(p)) else 2
    return 2 if p in SUPPORTED and p != lang(p) and p != code else 0


def accepted(expected, identified):
    """Mirrors LanguageCodes.accepts: Bokmål text is no mismatch for a Nynorsk set."""
    return expected == identified or (expected, identified) == ("nn", "nb")


def evaluate_sources(model, corpus):
    """Small documents from the sources held out whole (UI text of software the profiles were not
    derived from), per source: unknown share, wrong ones listed, Nynorsk named Bokmål."""
    print("sources held out whole, small documents (title, description, three buttons):")
    for name in corpus_reader.HELD_OUT_SOURCES:
        counts, wrong, nn_as_nb, named, tried = [0, 0, 0], [], 0, 0, 0
        for code in sorted(corpus):
            messages = [t for k, t in corpus[code] if corpus_reader.source_of(k) == name]
            if code not in SUPPORTED:
                for m in [m for m in messages if len(m) >= 40][:200]:
                    tried += 1
                    named += model.decide([m])[0] is not None
                continue
            for d in small_documents(messages, 60, code + ":" + name):
                p, why = model.decide(d)
                o = outcome_of(p, code)
                counts[o] += 1
                nn_as_nb += code == "nn" and p == "nb"
                if o == 2:
                    wrong.append("%s as %s: %s" % (code, p, d))
                elif o == 1 and "-v" in sys.argv:
                    print("    unknown %s (%s): %s" % (code, why, d))
        print("  %-10s %5.1f%% right %4.1f%% unknown %d wrong of %d; nn named nb %d; unsupported messages named %d of %d"
              % ((name,) + pct(counts)[:2] + (counts[2], sum(counts), nn_as_nb, named, tried)))
        for w in wrong:
            print("    wrong " + w)


def pct(c):
    t = max(1, sum(c))
    return tuple(100.0 * x / t for x in c)


def main(argv):
    args = [a for a in argv[1:] if a != "-v"]
    paths = [a for a in args if "=" not in a]
    ui_roots = dict(a.split("=", 1) for a in args if "=" in a)
    if len(paths) != 4 or any(n not in corpus_reader.UI_SOURCES for n in ui_roots):
        sys.exit(__doc__)
    udhr, www, firefox, kuma = paths
    corpus = corpus_reader.drop_copies(corpus_reader.load(udhr, [www, firefox], kuma, ui_roots), related)
    profiles, held, train = build(corpus)
    model = Model(profiles, pair_words(train, corpus))
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    size = write_swift(model, root)
    tsize = write_held_out(held, corpus, root)
    write_pair_words(model.pair_words, root)
    print("profiles: %d (%d supported), n-grams: %d, LanguageProfileData.swift and LanguageTable.c %d bytes, LanguageHeldOut.swift %d bytes"
          % (len(model.codes), sum(c in SUPPORTED for c in model.codes), len(model.table), size, tsize))
    evaluate(model, held)
    evaluate_sources(model, corpus)


if __name__ == "__main__":
    main(sys.argv)
