//! `onCleanup`: the constructor, its `task` property, and the `cancel` and
//! `delete` methods. The object's data and the hand-off of its task on
//! destruction are `value/cleanup.rs`; running queued tasks is the
//! interpreter's (`interp/cleanup.rs`). This file never runs a task itself:
//! `delete` hands the task to the interpreter.

use std::sync::Arc;

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::cleanup::CleanupTask;
use crate::value::{Object, Value};

pub const PROPERTIES: &[&str] = &["task"];
pub const METHODS: &[&str] = &["cancel", "delete"];

/// `obj = onCleanup(cleanupFun)`: an object that calls `cleanupFun()` when
/// it is destroyed (cleared, overwritten, or its function returns).
pub fn on_cleanup(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let task = match args {
        [] => return Err(RuntimeError::not_enough_inputs().in_function("onCleanup")),
        [task @ Value::FunctionHandle(_)] => task.clone(),
        [_] => {
            return Err(RuntimeError::new(
                "MATLAB:onCleanup:InvalidInput",
                "Cleanup task must be specified as a function handle.",
            )
            .in_function("onCleanup"))
        }
        _ => return Err(RuntimeError::too_many_inputs().in_function("onCleanup")),
    };
    let object = CleanupTask::new(task, interp.cleanup_queue());
    one(Value::Object(Object::OnCleanup(Arc::new(object))))
}

/// `obj.task`: the function handle, or `[]` once it ran or was cancelled.
pub fn property(object: &CleanupTask, name: &str) -> Result<Value> {
    match name {
        "task" => Ok(object.task().unwrap_or_else(Value::empty)),
        _ => Err(super::no_such_member(name, "onCleanup")),
    }
}

fn cleanup_object<'a>(args: &'a [Value], function: &str) -> Result<&'a CleanupTask> {
    match args {
        [Value::Object(Object::OnCleanup(object))] => Ok(object),
        [] => Err(RuntimeError::not_enough_inputs().in_function(function)),
        [_] => Err(RuntimeError::new(
            "MATLAB:UndefinedFunction",
            format!(
                "Undefined function '{function}' for input arguments of type '{}'.",
                args[0].class().name()
            ),
        )),
        _ => Err(RuntimeError::too_many_inputs().in_function(function)),
    }
}

/// `cancel(obj)`: the task will not run.
pub fn cancel(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    cleanup_object(args, "cancel")?.take();
    Ok(Outputs::new())
}

/// `delete(obj)`: runs the task now (once); later destruction does nothing.
pub fn delete(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if let Some(task) = cleanup_object(args, "delete")?.take() {
        interp.run_cleanup_task(task)?;
    }
    Ok(Outputs::new())
}

/// Whether `delete`'s argument is an object (whose `delete` method runs)
/// rather than file names.
pub fn is_cleanup_object(args: &[Value]) -> bool {
    matches!(args.first(), Some(Value::Object(Object::OnCleanup(_))))
}
