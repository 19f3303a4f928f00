//! Functions compiled ahead of time (`matc build` of an executable): the
//! interpreter hands a call of a user function to them when one of their
//! compiled instances takes the call's arguments (`Aot::call`), and runs
//! the function itself otherwise.

use std::sync::Arc;

use mir::ir::{FuncId, Program};
use runtime::{MatError, Value};

/// The compiled functions of a program.
pub trait Aot {
    /// The outputs of `fid(args)` computed by compiled code, when one of
    /// its instances fits the arguments and `nargout` (None: the
    /// interpreter runs the call). What the code prints goes to `out`.
    fn call(
        &mut self,
        prog: &Program,
        fid: FuncId,
        args: &[Value],
        nargout: usize,
        out: &mut Vec<u8>,
    ) -> Option<Result<Vec<Value>, MatError>>;
}

/// Makes the hook for the loaded program, on the interpreter's thread.
#[derive(Clone)]
pub struct AotFactory(pub Arc<MakeAot>);

/// The function that makes a loaded program's hook.
pub type MakeAot = dyn Fn(&Program) -> Box<dyn Aot> + Send + Sync;

impl std::fmt::Debug for AotFactory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AotFactory")
    }
}
