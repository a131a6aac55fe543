import ArgumentParser

/// What `cmplint capture` says about itself, shared by `cmplint` (which lists it and runs
/// `cmplint-capture`) and `cmplint-capture` (which does the work), so the help cannot drift.
public enum CaptureHelp {
    public static func configuration(commandName: String) -> CommandConfiguration {
        CommandConfiguration(
            commandName: commandName,
            abstract:
                "Fetch snapshot sets from the CMP API for every geolocation × language, write them, and lint them.",
            usage: """
                \(commandName) --app-id <guid> --sdk-version <version> --out <dir> \
                (--country <cc>... --language <ll>... | --matrix <file>) [<options>]
                \(commandName) --check <dir> --app-id <guid>... [--update] [<options>]
                """,
            discussion: """
                Sets: every --country (CC or CC-RR) with every --language, or the sets of --matrix FILE, or else the \
                sets: entries of .cmplint.yml that name a country and a language. Each set is written to OUT/CC[-RR]_lang. \
                Exit status: as lint's; 2 when a set could not be captured or written. \
                With --check DIR: ask again for every set DIR's capture manifests record, show what changed as diff \
                does, and exit 0 (no drift), 1 (drift) or 2 (a set could not be checked); --update captures the \
                drifted sets again, in place.
                """
        )
    }
}
