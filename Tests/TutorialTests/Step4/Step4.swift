/// Step 4's code, kept apart: the coordinator as it is before step 5 adds the "add" flow. The
/// other steps grow the files of the `ReadingList` library, which the app runs.
enum Step4 {}
