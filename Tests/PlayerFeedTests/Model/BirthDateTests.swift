import PlayerFeed
import Testing

@Suite struct BirthDateTests {
  @Test func parsesAndFormatsTheFeedsFormat() throws {
    let date = try #require(BirthDate(parsing: "01/09/1993"))
    #expect(date == BirthDate(day: 1, month: 9, year: 1993))
    #expect(date.formatted == "01/09/1993")
    #expect(BirthDate(day: 20, month: 12, year: 1998).formatted == "20/12/1998")
  }

  @Test(arguments: [
    "", "1986-12-16", "16/12/86", "6/12/1986", "16/12/1986 ", "32/01/2000", "31/04/2000",
    "29/02/2001", "00/01/2000", "01/13/2000", "01/00/2000", "+1/01/2000", "１６/12/1986",
    "16/12/19861", "aa/bb/cccc",
  ])
  func rejectsOtherShapesAndImpossibleDays(text: String) {
    #expect(BirthDate(parsing: text) == nil)
  }

  @Test func acceptsLeapDays() {
    #expect(BirthDate(parsing: "29/02/2000") == BirthDate(day: 29, month: 2, year: 2000))
    #expect(BirthDate(parsing: "29/02/1900") == nil)
  }

  @Test func ordersByYearThenMonthThenDay() {
    let dates = [
      BirthDate(day: 1, month: 2, year: 1999), BirthDate(day: 31, month: 1, year: 1999),
      BirthDate(day: 1, month: 1, year: 2000), BirthDate(day: 30, month: 12, year: 1998),
    ]
    #expect(
      dates.sorted().map(\.formatted) == ["30/12/1998", "31/01/1999", "01/02/1999", "01/01/2000"])
  }
}
