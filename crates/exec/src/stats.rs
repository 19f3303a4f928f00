//! Run-time counters that `matc run --stats` prints when the program ends.

use std::io::Write;

/// What the interpreter counted. Counting is cheap (plain adds), so it is
/// always on; `--stats` only decides whether the table is printed.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Conformability (shape) checks executed by elementwise operators.
    pub shape_checks: u64,
    /// Conformability checks skipped because the types analysis proved them.
    pub shape_checks_skipped: u64,
    /// Times an indexed assignment had to grow an array (a reallocation).
    pub reallocations: u64,
    /// Arrays allocated once at their final size before the loop that grows them.
    pub preallocations: u64,
    /// Indexed assignments into an existing array (`a(i) = v`, `s.f = v` ...).
    pub array_updates: u64,
    /// Run-time checks whether an array is shared before an update.
    pub copy_checks: u64,
    /// Updates written with no such check: the base was proven unique
    /// (`analysis::copies::unique`).
    pub copy_checks_proven: u64,
    /// Arrays copied to keep value semantics.
    pub copies: u64,
    /// Copies the static plan skipped on a counted loop's last iteration
    /// (the argument was dead after the call).
    pub final_moves: u64,
    /// Bytes of array data those copies moved.
    pub bytes_copied: u64,
    /// The most heap bytes live at once during the run (`heap::peak`):
    /// array data, with the interpreter's small constant beside it.
    pub peak_bytes: u64,
    /// `--verify-copies`: check-free updates that found their array shared.
    pub copy_violations: u64,
}

impl Stats {
    /// Prints the counters, one `name value` line each, to `w` (stderr).
    pub fn print(&self, w: &mut dyn Write) {
        let rows: [(&str, u64); 12] = [
            ("shape checks", self.shape_checks),
            ("shape checks skipped", self.shape_checks_skipped),
            ("reallocations", self.reallocations),
            ("preallocations", self.preallocations),
            ("array updates", self.array_updates),
            ("copy checks", self.copy_checks),
            ("copy checks proven", self.copy_checks_proven),
            ("copies", self.copies),
            ("last-iteration moves", self.final_moves),
            ("bytes copied", self.bytes_copied),
            ("peak heap bytes", self.peak_bytes),
            ("copy violations", self.copy_violations),
        ];
        let _ = writeln!(w, "--- matc stats ---");
        for (name, v) in rows {
            let _ = writeln!(w, "{name:<22}{v:>16}");
        }
    }
}
