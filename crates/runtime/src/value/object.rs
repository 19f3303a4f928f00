//! Object values: `containers.Map` (a handle), `onCleanup`, MATLAB's `table` (with its checks) and instances of `classdef` classes.
//!
//! An object sits behind the `Rc` of `Value::Object`. A handle object (a Map,
//! an instance of a class derived from `handle`) is shared by every copy of
//! the value and changed through its `RefCell`s, so `m2 = m; m2(k) = v`
//! changes `m` too. A value object is copied on write: an update clones the
//! object when its `Rc` is shared ([`Object::make_mut_props`]), as arrays do.

use std::cell::{Cell, RefCell};
use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::rc::Rc;

use crate::error::MatError;
use crate::value::Value;

/// An object value.
#[derive(Clone, Debug)]
pub enum Object {
    Map(MapObject),
    Cleanup(CleanupTask),
    Instance(Instance),
    /// A MATLAB `table`, a value object (`builtins/tables.rs`).
    Table(TableObject),
}

impl Object {
    /// The class name `class(x)` gives.
    pub fn class_name(&self) -> &str {
        match self {
            Object::Map(_) => "containers.Map",
            Object::Cleanup(_) => "onCleanup",
            Object::Table(_) => "table",
            Object::Instance(i) => &i.class.name,
        }
    }

    pub fn is_handle(&self) -> bool {
        match self {
            Object::Map(_) | Object::Cleanup(_) => true,
            Object::Table(_) => false,
            Object::Instance(i) => i.class.is_handle,
        }
    }

    /// Whether the object is of class `name` or derives from it.
    pub fn isa(&self, name: &str) -> bool {
        match self {
            Object::Map(_) => name == "containers.Map" || name == "handle",
            // Octave's onCleanup is not a `handle` subclass.
            Object::Cleanup(_) => name == "onCleanup",
            Object::Table(_) => name == "table" || name == "tabular",
            Object::Instance(i) => {
                i.class.name == name
                    || i.class.ancestors.iter().any(|a| a == name)
                    || (i.class.is_handle && name == "handle")
            }
        }
    }
}

/// An `onCleanup` object: its function runs when the last copy of the value
/// goes (cleared, overwritten, or its function returns). Dropping it can
/// only queue the function, which needs the interpreter; the interpreter
/// runs the queue ([`take_cleanups`]) before its next call and whenever a
/// function returns.
#[derive(Debug)]
pub struct CleanupTask {
    pub function: RefCell<Option<Value>>,
}

impl CleanupTask {
    pub fn new(function: Value) -> CleanupTask {
        CleanupTask {
            function: RefCell::new(Some(function)),
        }
    }
}

/// Copies of the value share one `Rc`, so a clone of the object itself is
/// never a second owner of the task: it is made disarmed.
impl Clone for CleanupTask {
    fn clone(&self) -> CleanupTask {
        CleanupTask {
            function: RefCell::new(None),
        }
    }
}

impl Drop for CleanupTask {
    fn drop(&mut self) {
        if let Some(f) = self.function.get_mut().take() {
            PENDING_CLEANUPS.with(|q| q.borrow_mut().push(f));
            CLEANUPS_PENDING.set(true);
        }
    }
}

thread_local! {
    static PENDING_CLEANUPS: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
    static CLEANUPS_PENDING: Cell<bool> = const { Cell::new(false) };
}

/// Whether an `onCleanup` object has gone since the last [`take_cleanups`].
#[inline]
pub fn cleanups_pending() -> bool {
    CLEANUPS_PENDING.get()
}

/// The functions of the `onCleanup` objects gone, in the order they went.
pub fn take_cleanups() -> Vec<Value> {
    CLEANUPS_PENDING.set(false);
    PENDING_CLEANUPS.with(|q| std::mem::take(&mut *q.borrow_mut()))
}

/// A `containers.Map`: keys kept sorted as Octave sorts them.
#[derive(Clone, Debug)]
pub struct MapObject {
    /// `char`, or the numeric class of the keys (`double`, `int32`, ...).
    pub key_type: String,
    /// `any`, `char`, `logical` or a numeric class.
    pub value_type: String,
    pub entries: RefCell<BTreeMap<MapKey, Value>>,
}

impl MapObject {
    pub fn numeric_keys(&self) -> bool {
        self.key_type != "char"
    }
}

/// A MATLAB table: named variables of `height` rows each.
#[derive(Clone, Debug, Default)]
pub struct TableObject {
    pub names: Vec<String>,
    pub vars: Vec<Value>,
    pub height: usize,
}

/// A key of a Map: a string, or a number (ordered numerically).
#[derive(Clone, Debug)]
pub enum MapKey {
    Num(f64),
    Str(Vec<u8>),
}

impl PartialEq for MapKey {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for MapKey {}
impl PartialOrd for MapKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for MapKey {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (MapKey::Num(a), MapKey::Num(b)) => a.total_cmp(b),
            (MapKey::Str(a), MapKey::Str(b)) => a.cmp(b),
            (MapKey::Num(_), MapKey::Str(_)) => Ordering::Less,
            (MapKey::Str(_), MapKey::Num(_)) => Ordering::Greater,
        }
    }
}

/// What the runtime knows of a classdef class: enough to name, test and
/// display its instances (methods are the interpreter's business).
#[derive(Debug)]
pub struct ClassInfo {
    pub name: String,
    /// Derives from `handle` (directly or through a superclass).
    pub is_handle: bool,
    /// Every superclass, nearest first.
    pub ancestors: Vec<String>,
    /// Property names in declaration order (superclasses' first).
    pub props: Vec<String>,
    /// Method names, its superclasses' included (for `obj.name` reads);
    /// `get.p` is the getter of property `p`.
    pub methods: Vec<String>,
    /// Per property: not shown by display, `properties` or `fieldnames`.
    pub hidden: Vec<bool>,
    /// The static methods among `methods` (`obj.s(...)` calls `s` without `obj`).
    pub statics: Vec<String>,
    /// The class defines its constructor, which `methods` then lists.
    pub own_constructor: bool,
    /// An old-style class (`class(s, 'name', parents...)` in `@name/name.m`): its
    /// methods are the files of its `@name` folders, its parents' objects are properties.
    pub old_style: bool,
}

impl ClassInfo {
    /// Indices of the properties outside code sees.
    pub fn visible_props(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.props.len()).filter(|&k| !self.hidden.get(k).copied().unwrap_or(false))
    }
}

/// An instance of a classdef class: one value per property of its class.
#[derive(Debug)]
pub struct Instance {
    pub class: Rc<ClassInfo>,
    pub props: RefCell<Vec<Value>>,
    /// False once `delete` ran on a handle.
    pub valid: Cell<bool>,
}

impl Clone for Instance {
    fn clone(&self) -> Self {
        Instance {
            class: self.class.clone(),
            props: RefCell::new(self.props.borrow().clone()),
            valid: Cell::new(self.valid.get()),
        }
    }
}

impl Instance {
    pub fn prop_index(&self, name: &str) -> Option<usize> {
        self.class.props.iter().position(|p| p == name)
    }
}

impl Object {
    /// The properties of an instance for writing: shared in place for a
    /// handle, copied first when the value object is shared.
    pub fn make_mut_props(rc: &mut Rc<Object>) -> Option<&RefCell<Vec<Value>>> {
        if !rc.is_handle() {
            Rc::make_mut(rc);
        }
        match &**rc {
            Object::Instance(i) => Some(&i.props),
            Object::Map(_) | Object::Cleanup(_) | Object::Table(_) => None,
        }
    }
}

/// The table a value holds, if it is one.
pub fn as_table(v: &Value) -> Option<&TableObject> {
    match v {
        Value::Object(o) => match &**o {
            Object::Table(t) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

impl TableObject {
    pub fn value(self) -> Value {
        Value::Object(Rc::new(Object::Table(self)))
    }

    pub fn width(&self) -> usize {
        self.names.len()
    }

    pub(crate) fn var_index(&self, name: &str) -> Result<usize, MatError> {
        self.names
            .iter()
            .position(|n| n == name)
            .ok_or_else(|| MatError::msg(format!("Unrecognized table variable name '{name}'.")))
    }

    /// A table of variables and names, checked as MATLAB checks them.
    pub fn new(names: Vec<String>, vars: Vec<Value>) -> Result<TableObject, MatError> {
        if names.len() != vars.len() {
            return Err(MatError::msg(
                "The VariableNames property must contain one name for each variable in the table.",
            ));
        }
        check_names(&names)?;
        let height = vars.first().map_or(0, rows_of);
        if vars.iter().any(|v| rows_of(v) != height) {
            return Err(MatError::msg(
                "All table variables must have the same number of rows.",
            ));
        }
        Ok(TableObject {
            names,
            vars,
            height,
        })
    }
}

pub(crate) fn check_names(names: &[String]) -> Result<(), MatError> {
    for (k, n) in names.iter().enumerate() {
        if n.is_empty() {
            return Err(MatError::msg("Table variable names must be nonempty."));
        }
        if names[..k].contains(n) {
            return Err(MatError::msg(format!(
                "Duplicate table variable name: '{n}'."
            )));
        }
    }
    Ok(())
}

pub(crate) fn rows_of(v: &Value) -> usize {
    match as_table(v) {
        Some(t) => t.height,
        None => v.dims().get(0),
    }
}
