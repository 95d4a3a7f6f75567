import Testing

/// `--lang fr`: the interface in French; the data stays as it is.
@Suite struct LanguageTests {
  @Test func frenchLabels() async throws {
    let result = try await DemoExecutable.run(["--lang", "fr", "--rows", "3"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        Joueurs

        Recherche : (tapez un nom)

        Filtre : Aucun

          #  N°  Nom            Poste           Formé au club
          -  --  -------------  --------------  -------------
          1   1  Keylor NAVAS   Gardien de but
          2  16  Sergio RICO    Gardien de but
          3  40  Denis FRANCHI  Gardien de but  Formé au club

        Joueurs 1 à 3 sur 35

        search TEXT  Chercher par nom · clear  Effacer la recherche
        filter [NAME]  Choisir un filtre · open N  Voir le joueur de la ligne N
        next  Page suivante · refresh  Recharger · scorers  Voir les meilleurs buteurs
        help  Aide · quit  Quitter

        """)
  }

  @Test func frenchFilterNamesChooseFilters() async throws {
    let result = try await DemoExecutable.run(["--lang", "fr"], input: .pipe("filter gardiens\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let transcript = Transcript(result.standardOutput)
    #expect(transcript.breadcrumbs == ["Joueurs", "Joueurs"])
    #expect(transcript.frames.last?.contains("Filtre : Gardiens de but") == true)
    #expect(transcript.tableRows(inFrame: 1).count == 5)
  }
}
