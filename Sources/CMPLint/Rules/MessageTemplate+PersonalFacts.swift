import Foundation

/// Where a rendered message holds the facts a function declares personal (`FactSpec.personal`), found
/// again from the text alone. A baseline written with `--show-personal-data` holds messages with
/// whole identifiers; when one of its entries is listed as fixed, its finding (and the facts) are
/// gone, and an identifier without a recognisable shape (a customer number) can only be found by
/// matching the message against the template that rendered it.
extension MessageTemplate {
    /// A flattened template: literal text and fact holes, one alternative per choice of sections.
    package enum Piece: Equatable {
        case literal(String)
        case hole(personal: Bool)
    }

    /// Alternatives beyond this many (templates with many sections) are not tried.
    package static let maxAlternatives = 64

    /// The ranges of `message` that personal facts rendered, by the first alternative of the
    /// template that matches the whole message; nil when none does.
    package func personalRanges(in message: String, personal: Set<String>) -> [Range<String.Index>]? {
        for pieces in Self.alternatives(parts, personal: personal) {
            if let ranges = Self.match(Self.merged(pieces), message) { return ranges }
        }
        return nil
    }

    /// Every way to render `parts` with each section shown or not (shown first), at most `maxAlternatives`.
    package static func alternatives(_ parts: [Part], personal: Set<String>) -> [[Piece]] {
        var result: [[Piece]] = [[]]
        for part in parts {
            switch part {
            case .text(let text): result = result.map { $0 + [.literal(text)] }
            case .fact(let name, _): result = result.map { $0 + [.hole(personal: personal.contains(name[0]))] }
            case .section(_, _, let inner):
                let insides = alternatives(inner, personal: personal) + [[]]
                result = Array(result.lazy.flatMap { head in insides.map { head + $0 } }.prefix(maxAlternatives))
            }
        }
        return result
    }

    /// Adjacent literals joined, adjacent holes made one (personal when either is: where one ends is unknown).
    package static func merged(_ pieces: [Piece]) -> [Piece] {
        var out: [Piece] = []
        for piece in pieces {
            switch (out.last, piece) {
            case (.literal(let a)?, .literal(let b)): out[out.count - 1] = .literal(a + b)
            case (.hole(let a)?, .hole(let b)): out[out.count - 1] = .hole(personal: a || b)
            case (_, .literal(let text)) where text.isEmpty: continue
            default: out.append(piece)
            }
        }
        return out
    }

    /// Matches literals in order (the first piece at the start, the last at the end, the others at
    /// their first occurrence after the previous one), the holes taking what lies between; the
    /// ranges of the personal holes, or nil when the message does not match.
    package static func match(_ pieces: [Piece], _ message: String) -> [Range<String.Index>]? {
        var end = message.endIndex
        var pieces = pieces[...]
        if case .literal(let last)? = pieces.last, pieces.count > 1 {
            guard message.hasSuffix(last) else { return nil }
            end = message.index(end, offsetBy: -last.count)
            pieces = pieces.dropLast()
        }
        var position = message.startIndex
        var ranges: [Range<String.Index>] = []
        var hole: (start: String.Index, personal: Bool)?
        for piece in pieces {
            switch piece {
            case .hole(let personal):
                hole = (position, personal)
            case .literal(let text):
                guard position <= end else { return nil }
                if let open = hole {
                    guard let found = message.range(of: text, range: position..<end) else { return nil }
                    if open.personal { ranges.append(open.start..<found.lowerBound) }
                    position = found.upperBound
                    hole = nil
                } else {
                    guard message[position..<end].hasPrefix(text) else { return nil }
                    position = message.index(position, offsetBy: text.count)
                }
            }
        }
        if let open = hole {
            guard open.start <= end else { return nil }
            if open.personal { ranges.append(open.start..<end) }
        } else if position != end {
            return nil
        }
        return ranges
    }
}
