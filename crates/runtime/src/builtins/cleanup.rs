//! `onCleanup`: an object whose function runs when the last copy of it goes.

use std::rc::Rc;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::object::{CleanupTask, Object};
use crate::value::Value;

use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("onCleanup", on_cleanup)];

fn on_cleanup(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    if !matches!(args[0], Value::Func(_)) {
        return Err(MatError::msg(
            "onCleanup: argument must be a function handle",
        ));
    }
    let task = CleanupTask::new(args[0].clone());
    Ok(vec![Value::Object(Rc::new(Object::Cleanup(task)))])
}
