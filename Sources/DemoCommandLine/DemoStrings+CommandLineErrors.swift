import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line's own failures in the session's language: a script, the trace file, the
/// output, the terminal. Each is a value made where it happens and written here, one `switch`
/// a language; the system's own words (`strerror`) are quoted as they are.
///
/// ```swift
/// DemoStrings(.french).describe(ScriptFile.Failure.noSuchFile, script: "tour.txt")
/// // "tour.txt : fichier introuvable"
/// ```
extension DemoStrings {
  /// Why the script `script` (its name as shown) cannot be run.
  func describe(_ failure: ScriptFile.Failure, script: String) -> String {
    let script = script.nameForMessage
    guard language == .french else {
      let reason =
        switch failure {
        case .noSuchFile: "no such file"
        case .permissionDenied: "permission denied"
        case .isAFolder: "is a folder, not a file"
        case .unreadable(let code): "cannot be read: " + FeedProblem.systemMessage(code)
        case .fifoWithoutWriter: "a FIFO with no writer: nothing to read"
        case .notUTF8: "cannot be read as UTF-8 text"
        case .lineNotUTF8(let line): "line \(line) cannot be read as UTF-8 text"
        }
      return "\(script): \(reason)"
    }
    let reason =
      switch failure {
      case .noSuchFile: "fichier introuvable"
      case .permissionDenied: "permission refusée"
      case .isAFolder: "c’est un dossier, pas un fichier"
      case .unreadable(let code): "illisible (\(Self.systemError(code)))"
      case .fifoWithoutWriter: "un FIFO sans écrivain : rien à lire"
      case .notUTF8: "ne se lit pas comme du texte UTF-8"
      case .lineNotUTF8(let line): "la ligne \(line) ne se lit pas comme du texte UTF-8"
      }
    return "\(script) : \(reason)"
  }

  /// The line `SIGQUIT` (Ctrl-\\) ends the command `command` with, as ``QuitSignal`` writes it:
  /// `psg-demo: stopped by SIGQUIT (Ctrl-\\)`.
  func stoppedByQuitSignal(command: String) -> String {
    guard language == .french else { return "\(command): stopped by SIGQUIT (Ctrl-\\)" }
    return "\(command) : arrêté par SIGQUIT (Ctrl-\\)"
  }

  /// Why the trace file cannot be opened.
  func describe(_ failure: TraceOutput.OpenFailure) -> String {
    // ENXIO: opening without blocking found no program reading the FIFO (or a socket).
    let noReader = failure.code == ENXIO
    let path = failure.path.nameForMessage
    guard language == .french else {
      let reason = noReader ? "a FIFO with no reader" : FeedProblem.systemMessage(failure.code)
      return "\(path): cannot open the trace file: \(reason)"
    }
    let reason = noReader ? "un FIFO sans lecteur" : Self.systemError(failure.code)
    return "\(path) : impossible d’ouvrir le fichier de trace (\(reason))"
  }

  /// Why a write failed.
  func describe(_ error: WriteError) -> String {
    guard language == .french else {
      let name =
        switch error.target {
        case .standardOutput: "standard output"
        case .standardError: "standard error"
        case .file(let path): path.nameForMessage
        }
      return "cannot write to \(name): \(FeedProblem.systemMessage(error.code))"
    }
    let name =
      switch error.target {
      case .standardOutput: "la sortie standard"
      case .standardError: "la sortie d’erreur"
      case .file(let path): "« \(path.cutForMessage) »"
      }
    return "impossible d’écrire sur \(name) (\(Self.systemError(error.code)))"
  }

  /// Why the full-screen app's terminal failed.
  func describe(_ error: TerminalError) -> String {
    guard language == .french else { return error.description }
    let reason = error.code == 0 ? "" : " : \(Self.systemError(error.code))"
    return "le terminal a échoué (« \(error.operation) »\(reason))"
  }
}
