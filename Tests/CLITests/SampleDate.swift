/// A fixed run's date for tests that check a run's exact findings on the samples: rules that count
/// from the run's date (`vendor-list-stale`) then give the same findings whatever the calendar says.
enum SampleDate {
    static let today = "2025-05-20"
}
