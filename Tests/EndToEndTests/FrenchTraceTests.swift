import Foundation
import TestSupport
import Testing

/// `--trace` and `inspect` under `--lang fr`: the events in French words, with the names of
/// types, scenes and boxes as written.
@Suite(.tags(.process), .skippedInFastLoop) struct FrenchTraceTests {
  @Test func theTraceAndTheInspectorSpeakFrench() async throws {
    let script = "filtrer gardiens\nouvrir 1\nretour\ninspecter\n"
    let result = try await DemoExecutable.run(
      ["--lang", "fr", "--trace", "--renderer", "plain"], input: .pipe(script))
    #expect(result.exitCode == 0)
    let lines = result.errorLines
    #expect(lines.allSatisfy { $0.hasPrefix("trace: ") }, "\(lines)")
    for line in [
      "trace: navigation empiler Joueurs",
      "trace: coordinateur AppCoordinator a démarré PickerCoordinator<PlayerFilter>",
      "trace: coordinateur AppCoordinator a retiré PickerCoordinator<PlayerFilter>",
      "trace: liaison PlayerListViewModel.filter = gardiens (1 écouteur)",
      "trace: liaison PlayerListViewModel.matches = 5 éléments (1 écouteur)",
      "trace: liaison PlayerListViewModel.page = lignes 1–5 sur 5 (1 écouteur)",
      "trace: coordinateur PickerCoordinator<PlayerFilter> terminé(gardiens)",
      "trace: coordinateur PlayerDetailCoordinator annulé",
      "trace: navigation empiler Keylor NAVAS",
      "trace: navigation dépiler Keylor NAVAS",
    ] {
      #expect(lines.contains(line), "\(line) in \(lines)")
    }
    // Every line starts with a French word; none of the English event words is left.
    let kinds: Set<Substring> = ["navigation", "coordinateur", "liaison", "route"]
    for line in lines {
      let kind = line.dropFirst("trace: ".count).prefix { $0 != " " }
      #expect(kinds.contains(kind), "\(line)")
      for english in [" push ", " pop ", " present ", " started ", " removed ", "listener"] {
        #expect(!line.contains(english), "\(line)")
      }
    }

    // `inspecter`: the events under the command that caused them, what was freed included.
    let inspection = result.standardOutput
    #expect(inspection.contains("Événements"), "\(inspection)")
    #expect(inspection.contains(" commande retour\n"), "\(inspection)")
    #expect(inspection.contains(" commande filtrer gardiens\n"), "\(inspection)")
    #expect(inspection.contains(" libéré PlayerDetailCoordinator"), "\(inspection)")
    #expect(inspection.contains(" navigation dépiler Keylor NAVAS"), "\(inspection)")
    #expect(!inspection.contains("freed") && !inspection.contains("command "), "\(inspection)")
  }
}
