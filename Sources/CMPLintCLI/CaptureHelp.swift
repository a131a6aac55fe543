import ArgumentParser

/// What `cmplint capture` says about itself, shared by `cmplint` (which lists it and runs
/// `cmplint-capture`) and `cmplint-capture` (which does the work), so the help cannot drift.
public enum CaptureHelp {
    public static func configuration(commandName: String) -> CommandConfiguration {
        CommandConfiguration(
            commandName: commandName,
            abstract:
                "Fetch snapshot sets from the CMP API for every geolocation × language, write them, and lint them.",
            discussion: """
                Sets: every --country (CC or CC-RR) with every --language, or the sets of --matrix FILE, or else the \
                sets: entries of .cmplint.yml that name a country and a language. Each set is written to OUT/CC[-RR]_lang. \
                Exit status: as lint's; 2 when a set could not be captured or written.
                """
        )
    }
}
