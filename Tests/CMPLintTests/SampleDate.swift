import CMPLint

/// A run's date on which the samples' vendor list (`iab2V2Vendors.lastUpdated` 2025-05-08 in every
/// set made from `clean/DE_de`) is current: tests that check a run's exact findings on the samples
/// pin it (`LintRequest.today`), so `vendor-list-stale` (info) does not join them as the calendar
/// moves on.
enum SampleDate {
    static let today = StoredDate(milliseconds: 1_747_699_200_000)  // 2025-05-20
}
