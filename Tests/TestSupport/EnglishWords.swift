import Foundation

/// The English words of a message meant to be French: words of the demo's English messages
/// that French never uses, outside the text a user or a feed gave (between « and »), option
/// names (`--help`), and routes and their forms (`player/id/1`), which are addresses in every
/// language.
///
/// ```swift
/// EnglishWords.in("route invalide « player/99 » : aucun joueur ne porte le numéro 99")  // []
/// EnglishWords.in("no player wears number 99")   // ["no", "player", "wears", "number"]
/// ```
public enum EnglishWords {
  /// The words looked for: none of them is French, so one found in a French message is English.
  public static let words: Set<String> = [
    "the", "is", "no", "not", "type", "unknown", "already", "row", "rows", "choose", "there",
    "player", "players", "among", "command", "commands", "available", "needs", "highlighted",
    "selected", "first", "last", "of", "in", "to", "has", "wear", "wears", "invalid", "cannot",
    "follow", "open", "opens", "here", "help", "see", "filter", "fill", "fits", "fit", "one",
    "go", "back", "more", "accepted", "search", "clear", "next", "prev", "quit", "refresh",
    "scorers", "compare", "number", "parameter", "takes", "empty", "list", "shirt", "alone",
    // The feed's and the command line's messages, and the help.
    "feed", "file", "such", "denied", "directory", "folder", "path", "too", "symbolic", "links",
    "read", "data", "for", "took", "longer", "than", "download", "timed", "out", "after",
    "connection", "refused", "find", "host", "network", "unreachable", "secure", "failed",
    "server", "answer", "compressed", "body", "decompressed", "larger", "line", "column", "valid",
    "value", "escape", "sequence", "character", "control", "unescaped", "leading", "zero", "lone",
    "surrogate", "half", "without", "other", "nested", "arrays", "dictionaries", "unexpected",
    "end", "top", "level", "must", "be", "found", "array", "object", "string", "integer",
    "boolean", "missing", "field", "written", "same", "have", "and", "or", "use", "whose", "name",
    "rename", "writer", "reader", "nothing", "byte", "text", "write", "output", "error", "whole",
    "from", "would", "over", "full", "screen", "show", "leave", "load", "again", "move", "through",
    "picker", "with", "another", "side", "by", "goals", "where", "this", "its", "start", "at",
    "deep", "link", "print", "events", "instead", "any", "only", "else", "width", "columns",
    "language", "examples", "status", "success", "scripted", "unavailable", "created", "exported",
    "ignored", "stays", "current", "latest", "coordinators", "stack", "boxes", "names", "work",
    "embedded", "squad", "silent", "seconds", "all", "each", "every", "apart", "rule", "prompt",
    "even", "honours", "whether", "append", "those",
  ]

  /// The English words in `message`.
  public static func `in`(_ message: String) -> [String] {
    var text = message.replacingOccurrences(
      of: "--[a-z-]+", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(of: "«[^»]*»", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(
      of: "formes acceptées : [^)]*", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(of: "[^ ,]*/[^ ,]*", with: " ", options: .regularExpression)
    return text.lowercased().split { !$0.isLetter }.map(String.init).filter(words.contains)
  }
}
