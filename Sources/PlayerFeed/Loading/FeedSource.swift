import Foundation

/// Where the player list comes from.
///
/// ```swift
/// try FeedSource(argument: "https://example.com/players.json")   // .url(…)
/// try FeedSource(argument: "players.json")                       // .file("players.json")
/// try FeedSource(argument: "ftp://example.com/players.json")     // throws, exit code 64
/// ```
package enum FeedSource: Equatable, Sendable, CustomStringConvertible {
  /// The squad compiled into the program, ``Squad/paris2021``.
  case embedded
  /// A file, by its path.
  case file(String)
  /// An `http` or `https` address.
  case url(URL)

  /// Reads a source from a command-line argument.
  ///
  /// An argument starting with a URL scheme (letters, then `:`) is a URL, and only `http` and
  /// `https` are accepted; anything else is a file path. A file whose name looks like a scheme,
  /// such as `notes:v2.json`, can be given as `./notes:v2.json`.
  ///
  /// - Throws: A ``FeedError`` with exit code ``FeedError/usage`` for an empty argument, another
  ///   scheme (`ftp:`, `file:`…) or a malformed `http(s)` URL.
  package init(argument: String) throws(FeedError) {
    guard !argument.isEmpty else {
      throw FeedError(source: "\"\"", problem: .emptySource)
    }
    // `URLComponents` knows RFC 3986's scheme grammar: a letter, then letters, digits, `+`,
    // `-` or `.`, then `:`.
    guard let scheme = URLComponents(string: argument)?.scheme?.lowercased() else {
      self = .file(argument)
      return
    }
    guard scheme == "http" || scheme == "https" else {
      throw FeedError(source: argument, problem: .unsupportedScheme(scheme))
    }
    guard let url = URL(string: argument), let host = url.host, !host.isEmpty else {
      throw FeedError(source: argument, problem: .invalidURL)
    }
    self = .url(url)
  }

  /// How the source is named to the user: the path or the URL as given.
  package var description: String {
    switch self {
    case .embedded: "embedded squad"
    case .file(let path): path
    case .url(let url): url.absoluteString
    }
  }
}
