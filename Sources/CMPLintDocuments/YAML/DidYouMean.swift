/// The candidate closest to `word`, to turn a typo in a rule or config file into a suggestion.
///
/// Distance is Damerau-Levenshtein (optimal string alignment: insertions, deletions, substitutions
/// and transpositions of adjacent characters each cost 1). A candidate is only suggested when its
/// distance is at most `max(1, word.count / 3)`, so unrelated words are not offered. Ties go to the
/// lexicographically smallest candidate, so the answer never depends on candidate order. Failing
/// that, a candidate that `word` (three characters or more) abbreviates is offered: `warn` → `warning`.
public func didYouMean(_ word: String, among candidates: [String]) -> String? {
    // The distance costs length × length; no typo of a key or value name is this long.
    guard word.utf8.count <= maxTypoLength else { return nil }
    return closestByDistance(word, among: candidates)
        ?? (word.count >= 3 ? candidates.filter { $0.hasPrefix(word) && $0 != word }.sorted().first : nil)
}

package let maxTypoLength = 100

private func closestByDistance(_ word: String, among candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = damerauLevenshteinDistance(word, candidate)
        guard distance <= limit else { continue }
        if let current = best,
            current.distance < distance || (current.distance == distance && current.candidate <= candidate)
        {
            continue
        }
        best = (candidate, distance)
    }
    return best?.candidate
}

/// Optimal-string-alignment distance between two strings, compared by Character.
package func damerauLevenshteinDistance(_ a: String, _ b: String) -> Int {
    let s = Array(a)
    let t = Array(b)
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    // Three rolling rows: two back (for transpositions), previous, current.
    var twoBack = [Int](repeating: 0, count: t.count + 1)
    var previous = Array(0...t.count)
    var current = [Int](repeating: 0, count: t.count + 1)
    for i in 1...s.count {
        current[0] = i
        for j in 1...t.count {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                value = min(value, twoBack[j - 2] + 1)
            }
            current[j] = value
        }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[t.count]
}
