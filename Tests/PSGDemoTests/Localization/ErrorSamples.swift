import Foundation
import MVVMC
import PlayerFeed
import TestSupport

@testable import PSGDemo

// A sample of every error the demo's session can show, for the tests that walk them all in
// each language (`FrenchSessionErrorTests`). Each `kind` is an exhaustive `switch`: a case
// added to one of these enums fails to compile here until it has its kind, then fails the
// walk (`unsampledKinds(of:kind:)`) until it has its sample.

extension RouteProblem {
  enum Kind: CaseIterable { case unknownRoute, cannotFollow, cannotOpenHere, app }

  var kind: Kind {
    switch self {
    case .unknownRoute: .unknownRoute
    case .cannotFollow: .cannotFollow
    case .cannotOpenHere: .cannotOpenHere
    case .app: .app
    }
  }

  /// The framework's problems, then every problem of the demo's.
  static var samples: [RouteProblem] {
    [.unknownRoute, .cannotFollow("bogus", after: "scorers"), .cannotOpenHere("compare/7")]
      + DemoRouteProblem.samples.map { .app($0) }
  }
}

extension DemoRouteProblem {
  enum Kind: CaseIterable {
    case unknownParameter, notAPageNumber, notARowNumber, notAPlayerID, notAShirtNumber
    case unknownFilter, noFilter, comparisonTakesNoParameter, noPlayer, noOtherPlayer
    case noPlayerWearing, severalPlayersWear, noRowToHighlight, tooManyPinned, noRow
  }

  var kind: Kind {
    switch self {
    case .unknownParameter: .unknownParameter
    case .notAPageNumber: .notAPageNumber
    case .notARowNumber: .notARowNumber
    case .notAPlayerID: .notAPlayerID
    case .notAShirtNumber: .notAShirtNumber
    case .unknownFilter: .unknownFilter
    case .noFilter: .noFilter
    case .comparisonTakesNoParameter: .comparisonTakesNoParameter
    case .noPlayer: .noPlayer
    case .noOtherPlayer: .noOtherPlayer
    case .noPlayerWearing: .noPlayerWearing
    case .severalPlayersWear: .severalPlayersWear
    case .noRowToHighlight: .noRowToHighlight
    case .tooManyPinned: .tooManyPinned
    case .noRow: .noRow
    }
  }

  static var samples: [DemoRouteProblem] {
    let listed = [
      ListedPlayer(name: "Keylor NAVAS", id: 1), ListedPlayer(name: "Sergio RICO", id: 16),
    ]
    return [
      .unknownParameter("sort"), .notAPageNumber("two"), .notARowNumber("0"),
      .notAPlayerID("seven"), .notAShirtNumber("-1"), .unknownFilter("strikers"), .noFilter(9),
      .comparisonTakesNoParameter, .noPlayer(id: 999), .noOtherPlayer(id: 99_999),
      .noPlayerWearing(number: 99), .severalPlayersWear(number: 1, listed: listed, total: 2),
      .severalPlayersWear(number: 1, listed: listed, total: 25), .noRowToHighlight(99),
      .tooManyPinned(maximum: 100),
      .noRow(99, in: .list, count: 35), .noRow(99, in: .list, count: 1),
      .noRow(99, in: .scorers, count: 20), .noRow(2, in: .scorers, count: 1),
    ]
  }
}

extension DemoCommandProblem {
  enum Kind: CaseIterable {
    case unknownCommand, commandTooLong, lineNotUTF8, notHere, unknownFilter, noPage, noRow,
      openNeedsARow
    case noRowSelected, noPlayerHighlighted, nothingToGoBackTo, noOtherPlayer, routeFailed
    case addressRefused
  }

  var kind: Kind {
    switch self {
    case .unknownCommand: .unknownCommand
    case .commandTooLong: .commandTooLong
    case .lineNotUTF8: .lineNotUTF8
    case .notHere: .notHere
    case .unknownFilter: .unknownFilter
    case .noPage: .noPage
    case .noRow: .noRow
    case .openNeedsARow: .openNeedsARow
    case .noRowSelected: .noRowSelected
    case .noPlayerHighlighted: .noPlayerHighlighted
    case .nothingToGoBackTo: .nothingToGoBackTo
    case .noOtherPlayer: .noOtherPlayer
    case .routeFailed: .routeFailed
    case .addressRefused: .addressRefused
    }
  }

  /// Every problem, with every list of rows and every hint, and each route problem as the
  /// cause of a failed route.
  static var samples: [DemoCommandProblem] {
    var samples: [DemoCommandProblem] = [
      .unknownCommand("foo"), .commandTooLong(byteCount: 2_000), .lineNotUTF8(byteCount: 9),
      .notHere(command: "suivant", scene: "Kylian MBAPPÉ"), .unknownFilter("xyz"),
      .openNeedsARow("abc", count: 35), .openNeedsARow("abc", count: 0), .noRowSelected,
      .noPlayerHighlighted, .nothingToGoBackTo, .noOtherPlayer(id: "abc"),
    ]
    for rows in [Rows.list, .players, .scorers] {
      samples += [
        .noPage(forward: true, of: rows, pages: 4), .noPage(forward: false, of: rows, pages: 4),
        .noPage(forward: true, of: rows, pages: 1), .noRow("99", in: rows, count: 35),
        .noRow("1", in: rows, count: 0),
      ]
    }
    for hint in [Hint.helpHere, .commandAlone(.compare), .commandsOf(scene: "Joueurs")] {
      samples.append(.routeFailed(.app(DemoRouteProblem.noOtherPlayer(id: 99_999)), hint: hint))
    }
    for problem in RouteProblem.samples {
      samples.append(.routeFailed(problem, hint: .helpHere))
      samples.append(.addressRefused(RouteError(route: "players?x=1", problem: problem)))
    }
    return samples
  }
}

extension FeedProblem {
  enum Kind: CaseIterable {
    case emptySource, unsupportedScheme, invalidURL, urlNotAccepted, noSuchFile
    case notADirectoryOnThePath
    case permissionDenied, isADirectory, pathTooLong, tooManySymbolicLinks, unreadable
    case nameNotUTF8, fifoWithoutWriter, silent, readingTookLongerThan, httpStatus
    case downloadTookLongerThan, timedOut, connectionRefused, hostNotFound, networkUnreachable
    case secureConnectionFailed, badServerResponse, redirectFailed, downloadCancelled
    case downloadFailed, undecodableBody, tooLarge
    case emptyFeed, notUTF8, notJSON, topLevelNotAnObject, noPlayersArray, playersNotAnArray
    case playerNotAnObject, missingField, wrongField, invalidBirthDate, sharedID
  }

  var kind: Kind {
    switch self {
    case .emptySource: .emptySource
    case .unsupportedScheme: .unsupportedScheme
    case .invalidURL: .invalidURL
    case .urlNotAccepted: .urlNotAccepted
    case .noSuchFile: .noSuchFile
    case .notADirectoryOnThePath: .notADirectoryOnThePath
    case .permissionDenied: .permissionDenied
    case .isADirectory: .isADirectory
    case .pathTooLong: .pathTooLong
    case .tooManySymbolicLinks: .tooManySymbolicLinks
    case .unreadable: .unreadable
    case .nameNotUTF8: .nameNotUTF8
    case .fifoWithoutWriter: .fifoWithoutWriter
    case .silent: .silent
    case .readingTookLongerThan: .readingTookLongerThan
    case .httpStatus: .httpStatus
    case .downloadTookLongerThan: .downloadTookLongerThan
    case .timedOut: .timedOut
    case .connectionRefused: .connectionRefused
    case .hostNotFound: .hostNotFound
    case .networkUnreachable: .networkUnreachable
    case .secureConnectionFailed: .secureConnectionFailed
    case .badServerResponse: .badServerResponse
    case .redirectFailed: .redirectFailed
    case .downloadCancelled: .downloadCancelled
    case .downloadFailed: .downloadFailed
    case .undecodableBody: .undecodableBody
    case .tooLarge: .tooLarge
    case .emptyFeed: .emptyFeed
    case .notUTF8: .notUTF8
    case .notJSON: .notJSON
    case .topLevelNotAnObject: .topLevelNotAnObject
    case .noPlayersArray: .noPlayersArray
    case .playersNotAnArray: .playersNotAnArray
    case .playerNotAnObject: .playerNotAnObject
    case .missingField: .missingField
    case .wrongField: .wrongField
    case .invalidBirthDate: .invalidBirthDate
    case .sharedID: .sharedID
    }
  }

  /// Every problem; the reading faults with every syntax fault, every kind of value found and
  /// every type expected.
  static var samples: [FeedProblem] {
    let position = FeedTextPosition(line: 2, column: 12)
    let named = FeedPlayerReference(index: 3, name: "Denis FRANCHI")
    let unnamed = FeedPlayerReference(index: 4, name: nil)
    let source: [FeedProblem] = [
      .emptySource, .unsupportedScheme("ftp"), .invalidURL, .urlNotAccepted,
    ]
    let file: [FeedProblem] = [
      .noSuchFile, .notADirectoryOnThePath, .permissionDenied, .isADirectory, .pathTooLong,
      .tooManySymbolicLinks, .unreadable(errno: EIO), .nameNotUTF8, .fifoWithoutWriter,
      .silent(for: .seconds(10)), .silent(for: .milliseconds(500)),
      .readingTookLongerThan(.seconds(30)),
    ]
    let download: [FeedProblem] = [
      .httpStatus(404), .downloadTookLongerThan(.seconds(30)), .timedOut(after: .seconds(10)),
      .connectionRefused, .hostNotFound, .networkUnreachable, .secureConnectionFailed,
      .badServerResponse, .redirectFailed, .downloadCancelled,
      .downloadFailed(urlErrorCode: -1017),
      .undecodableBody,
    ]
    let contents: [FeedProblem] = [
      .tooLarge, .emptyFeed, .notUTF8(byte: 0xFF, at: position), .notJSON(at: nil, nil),
      .notJSON(at: position, nil), .noPlayersArray, .missingField(named, field: "number"),
      .missingField(unnamed, field: "name"), .invalidBirthDate(named, found: "32/13/1999"),
      .sharedID(named, FeedPlayerReference(index: 7, name: "Sergio RICO"), id: 1),
    ]
    var syntax: [FeedProblem] = []
    for fault in FeedSyntaxFault.samples {
      syntax += [.notJSON(at: position, fault), .notJSON(at: nil, fault)]
    }
    var found: [FeedProblem] = []
    for value in FoundValue.samples.map(\.value) {
      found += [
        .topLevelNotAnObject(found: value), .playersNotAnArray(found: value),
        .playerNotAnObject(index: 1, found: value),
      ]
      for type in [FeedValueType.integer, .text, .boolean] {
        found.append(.wrongField(named, field: "number", expected: type, found: value))
      }
    }
    return source + file + download + contents + syntax + found
  }
}

extension FeedSyntaxFault {
  enum Kind: CaseIterable {
    case invalidValue, unescapedControlCharacter, leadingZero, invalidEscape, loneSurrogate
    case tooDeep, unexpectedEndOfFile, parser
  }

  var kind: Kind {
    switch self {
    case .invalidValue: .invalidValue
    case .unescapedControlCharacter: .unescapedControlCharacter
    case .leadingZero: .leadingZero
    case .invalidEscape: .invalidEscape
    case .loneSurrogate: .loneSurrogate
    case .tooDeep: .tooDeep
    case .unexpectedEndOfFile: .unexpectedEndOfFile
    case .parser: .parser
    }
  }

  static let samples: [FeedSyntaxFault] = [
    .invalidValue, .unescapedControlCharacter, .leadingZero, .invalidEscape,
    .loneSurrogate(#"\ud800"#), .tooDeep, .unexpectedEndOfFile,
    .parser("badly formed object"),
  ]
}

/// A kind of JSON value a feed's reader finds where it wants another (``FeedValueKind`` has a
/// `kind` of its own, so it is sampled through this).
struct FoundValue {
  var value: FeedValueKind

  enum Kind: CaseIterable {
    case null, boolean, string, array, object, numberOutOfRange, wholeNumber, fraction
  }

  /// The value's kind, and for a number what a whole `Int` finds in it.
  var kind: Kind {
    switch value.kind {
    case .null: .null
    case .boolean: .boolean
    case .string: .string
    case .array: .array
    case .object: .object
    case .number:
      switch value.numberForAnInteger {
      case .outOfRange?: .numberOutOfRange
      case .whole?: .wholeNumber
      case .fraction?, nil: .fraction
      }
    }
  }

  static let samples: [FoundValue] = [
    .null, .boolean, .string, .array, .object, .number(nil), .number(Decimal(string: "1e30")),
    .number(Decimal(string: "1.5")),
  ].map { FoundValue(value: FeedValueKind(kind: $0)) }
}

extension ExportProblem {
  enum Kind: CaseIterable {
    case notEmpty, busy, interrupted, notAFolder, cannotCreate, cannotRead, cannotLock
    case cannotWrite, cannotRemove, keptFolder, invalidPlayers, routeFailed
    case unwritableSiteFormat
  }

  var kind: Kind {
    switch self {
    case .notEmpty: .notEmpty
    case .busy: .busy
    case .interrupted: .interrupted
    case .notAFolder: .notAFolder
    case .cannotCreate: .cannotCreate
    case .cannotRead: .cannotRead
    case .cannotLock: .cannotLock
    case .cannotWrite: .cannotWrite
    case .cannotRemove: .cannotRemove
    case .keptFolder: .keptFolder
    case .invalidPlayers: .invalidPlayers
    case .routeFailed: .routeFailed
    case .unwritableSiteFormat: .unwritableSiteFormat
    }
  }

  /// Every problem, each with the English line the export wrote before it was a value, and
  /// its exit status.
  static let samples: [(problem: ExportProblem, english: String, status: Int32)] = [
    (
      .notEmpty(folder: "site"),
      "site: the folder is not empty; add --force to write into it (no other file is removed)",
      73
    ),
    (
      .busy(folder: "site"),
      "site: another export is writing into this folder; nothing was written", 73
    ),
    (
      .interrupted(folder: "site", written: 12),
      "site: the export was interrupted after writing 12 files; export again with --force to "
        + "complete the site", 130
    ),
    (
      .interrupted(folder: "site", written: 1),
      "site: the export was interrupted after writing 1 files; export again with --force to "
        + "complete the site", 130
    ),
    (
      .notAFolder(folder: "notes.txt"),
      "notes.txt: cannot write the site: it is a file, not a folder", 73
    ),
    (
      .cannotCreate(folder: "/etc/site", reason: "permission denied"),
      "/etc/site: cannot create the folder: permission denied", 73
    ),
    (
      .cannotRead(folder: "site", reason: "the system refused"),
      "site: cannot read the folder: the system refused", 73
    ),
    (
      .cannotLock(folder: "site", reason: "read-only file system"),
      "site: cannot lock the folder: read-only file system", 73
    ),
    (
      .cannotWrite(folder: "site", file: "index.html", reason: "is a directory"),
      "site: cannot write index.html: is a directory", 73
    ),
    (
      .cannotRemove(folder: "site", file: "player-id-7.html", reason: "permission denied"),
      "site: cannot remove player-id-7.html: permission denied", 73
    ),
    (
      .keptFolder(folder: "site", file: "player-id-7.html", others: 0),
      "site: kept your folder player-id-7.html where a page of the site belongs: links to that "
        + "page do not resolve until the folder is moved (every other file is written)", 73
    ),
    (
      .keptFolder(folder: "site", file: "player-id-7.html", others: 2),
      "site: kept your folder player-id-7.html and 2 more where pages of the site belong: links "
        + "to those pages do not resolve until the folders are moved (every other file is "
        + "written)", 73
    ),
    (
      .invalidPlayers(
        .sharedID(
          FeedPlayerReference(index: 1, name: "Keylor NAVAS"),
          FeedPlayerReference(index: 3, name: "Denis FRANCHI"), id: 1)),
      #"cannot export: players 1 ("Keylor NAVAS") and 3 ("Denis FRANCHI") have the same id 1"#, 65
    ),
    (
      .routeFailed(RouteError(route: "player/id/999", .noPlayer(id: 999))),
      "cannot export: invalid route “player/id/999”: no player has the id 999", 70
    ),
    (
      .unwritableSiteFormat(renderer: "boxed"),
      "cannot export with the boxed renderer: its site format names a file that cannot be "
        + "written (an extension or a shared file's name that is not a bare file name)", 70
    ),
  ]
}
