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
    /// Heap blocks allocated during the run and their bytes (`heap::allocated`).
    pub heap_blocks: u64,
    pub heap_bytes: u64,
    /// `--verify-copies`: check-free updates that found their array shared.
    pub copy_violations: u64,
    /// Elementwise expressions computed in one pass with no temporary
    /// array (`fuse`), and those of them written straight into the block
    /// they are assigned to.
    pub fused_passes: u64,
    pub fused_in_place: u64,
    /// Those of them run whole from their registers with the passes kept
    /// from an earlier run, their ops skipped (`interp::fuse_stmt`).
    pub fused_whole: u64,
    /// Native tier: loops compiled to machine code, and their MIR instructions.
    pub native_loops: u64,
    pub native_insts: u64,
    /// MIR instructions of the functions run that no compiled loop covers.
    pub interpreted_insts: u64,
    /// Loops the lowering left to the interpreter, and compilations that failed.
    pub native_rejected: u64,
    pub native_failures: u64,
    /// Times a compiled loop was entered, and left before an instruction it
    /// does not do itself (the interpreter ran that instruction).
    pub native_entries: u64,
    pub native_bailouts: u64,
    /// Time spent compiling, in nanoseconds (printed in microseconds).
    pub native_compile_ns: u64,
    /// The ops of loop bodies interpreted: each back edge adds the length
    /// of the body it closes. The native tier weighs a loop's share
    /// against what compiling it costs.
    pub loop_ops: u64,
}

impl Stats {
    /// Prints the counters, one `name value` line each, to `w` (stderr).
    pub fn print(&self, w: &mut dyn Write) {
        let rows: [(&str, u64); 26] = [
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
            ("heap blocks", self.heap_blocks),
            ("heap bytes allocated", self.heap_bytes),
            ("copy violations", self.copy_violations),
            ("fused passes", self.fused_passes),
            ("fused in place", self.fused_in_place),
            ("fused whole", self.fused_whole),
            ("native loops", self.native_loops),
            ("native instructions", self.native_insts),
            ("interpreted insts", self.interpreted_insts),
            ("loops not compiled", self.native_rejected),
            ("native failures", self.native_failures),
            ("native entries", self.native_entries),
            ("native bailouts", self.native_bailouts),
            ("compile time us", self.native_compile_ns / 1000),
            ("loop ops interpreted", self.loop_ops),
        ];
        let _ = writeln!(w, "--- matc stats ---");
        for (name, v) in rows {
            let _ = writeln!(w, "{name:<22}{v:>16}");
        }
    }
}
