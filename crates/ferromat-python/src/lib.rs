//! The `ferromat._ferromat` extension module: the `Engine` class Python
//! code drives (run code, move variables in and out, call functions,
//! figures, completion) and the raising of `ferromat.MatlabError`. MATLAB
//! code always runs with the GIL released, so other Python threads (and
//! other engines) go on meanwhile. Value conversions live in `convert.rs`;
//! this file must not decide how a value maps to Python.

mod callback;
mod convert;

use std::cell::RefCell;
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use ferromat::{render_error, Engine, FigureFormat, InterruptHandle, RuntimeError, Value};
use pyo3::exceptions::{PyKeyError, PyMemoryError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyTuple};

use convert::{call_argument, from_python, to_python, MatlabValue};

/// A MATLAB session. All of its methods may be called from any thread;
/// calls on one engine run one at a time, calls on different engines in
/// parallel.
#[pyclass(frozen, module = "ferromat", name = "Engine")]
struct PyEngine {
    engine: Mutex<Engine>,
    interrupt: InterruptHandle,
}

thread_local! {
    /// The engines this thread is running, innermost last: a Python
    /// function registered with `Engine.register` runs while its engine is
    /// locked, so calling that engine from it would deadlock.
    static RUNNING: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// Marks an engine as running on this thread until dropped.
struct Running(usize);

impl Running {
    fn enter(id: usize) -> Running {
        RUNNING.with(|running| running.borrow_mut().push(id));
        Running(id)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        RUNNING.with(|running| {
            let mut running = running.borrow_mut();
            if let Some(at) = running.iter().rposition(|&id| id == self.0) {
                running.remove(at);
            }
        });
    }
}

impl PyEngine {
    /// Runs `f` on the engine with the GIL released; a `RuntimeError` when
    /// this thread is already running the engine (a registered Python
    /// function calling the engine that called it).
    fn with_engine<R: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Engine) -> R + Send,
    ) -> PyResult<R> {
        let id = self as *const PyEngine as usize;
        if RUNNING.with(|running| running.borrow().contains(&id)) {
            return Err(PyRuntimeError::new_err(
                "this Engine is running the MATLAB code that called this Python function; \
                 a registered function cannot call the engine that calls it",
            ));
        }
        Ok(py.detach(|| {
            let _running = Running::enter(id);
            f(&mut self.lock())
        }))
    }

    /// The engine; a panic that escaped a previous call leaves the session
    /// usable (the engine itself recovers from errors), so poisoning is
    /// ignored.
    fn lock(&self) -> MutexGuard<'_, Engine> {
        self.engine.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs MATLAB code through `run` and returns what it printed; on error
    /// the printed text travels in the exception.
    fn run_code(
        &self,
        py: Python<'_>,
        run: impl FnOnce(&mut Engine) -> Result<(), RuntimeError> + Send,
    ) -> PyResult<String> {
        self.interrupt.clear();
        let (result, output) = self.with_engine(py, |engine| {
            let result = run(engine);
            (result, engine.take_output())
        })?;
        match result {
            Ok(()) => Ok(output),
            Err(error) => Err(matlab_error(py, &error, output)),
        }
    }
}

#[pymethods]
impl PyEngine {
    /// A new session with the bundled function library on its path; what
    /// code prints is captured (see `eval`).
    #[new]
    fn new(py: Python<'_>) -> PyResult<Self> {
        let mut engine = py.detach(Engine::new);
        engine.capture_output();
        if let Some(stdlib) = packaged_stdlib(py) {
            engine.add_path(stdlib);
        }
        Ok(PyEngine {
            interrupt: engine.interrupt_handle(),
            engine: Mutex::new(engine),
        })
    }

    /// Runs MATLAB code in the base workspace; returns the text it printed.
    fn eval(&self, py: Python<'_>, code: String) -> PyResult<String> {
        self.run_code(py, move |engine| engine.eval(&code))
    }

    /// Runs a script file (or a function file with no arguments); returns
    /// the text it printed.
    fn run_file(&self, py: Python<'_>, path: PathBuf) -> PyResult<String> {
        self.run_code(py, move |engine| engine.run_file(&path))
    }

    /// Calls a MATLAB function with `nargout` outputs: `None` for 0, the
    /// value for 1, a tuple for more. Text it prints goes to `sys.stdout`.
    #[pyo3(signature = (name, *args, nargout = 1))]
    fn call<'py>(
        &self,
        py: Python<'py>,
        name: String,
        args: &Bound<'py, PyTuple>,
        nargout: usize,
    ) -> PyResult<Bound<'py, PyAny>> {
        let mut leases = Vec::new();
        let args = args
            .iter()
            .map(|arg| call_argument(&arg, &mut leases))
            .collect::<PyResult<Vec<Value>>>()?;
        self.interrupt.clear();
        let (result, output, leases_ended) = self.with_engine(py, move |engine| {
            let result = engine.call(&name, &args, nargout);
            drop(args);
            // Before the lock is released, so that no Python code writes a
            // lent array that MATLAB code still reads.
            let leases_ended = leases
                .into_iter()
                .try_for_each(|lease| lease.end().map(drop));
            (result, engine.take_output(), leases_ended)
        })?;
        leases_ended.map_err(|_| {
            PyMemoryError::new_err("out of memory copying an argument the call kept")
        })?;
        let outputs = result.map_err(|error| matlab_error(py, &error, output.clone()))?;
        if !output.is_empty() {
            py.import("sys")?
                .getattr("stdout")?
                .call_method1("write", (output,))?;
        }
        let mut outputs = outputs.into_iter();
        match nargout {
            0 => Ok(py.None().into_bound(py)),
            1 => match outputs.next() {
                Some(value) => to_python(py, value),
                None => Ok(py.None().into_bound(py)),
            },
            _ => {
                let values = outputs
                    .map(|value| to_python(py, value))
                    .collect::<PyResult<Vec<_>>>()?;
                Ok(PyTuple::new(py, values)?.into_any())
            }
        }
    }

    /// A variable of the base workspace; `KeyError` if there is none.
    fn __getitem__<'py>(&self, py: Python<'py>, name: String) -> PyResult<Bound<'py, PyAny>> {
        let value = self.with_engine(py, |engine| engine.get(&name).ok())?;
        match value {
            Some(value) => to_python(py, value),
            None => Err(PyKeyError::new_err(name)),
        }
    }

    /// Sets a variable of the base workspace.
    fn __setitem__(&self, py: Python<'_>, name: String, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let value = from_python(value)?;
        self.with_engine(py, move |engine| engine.set(&name, value))?
            .map_err(|error| PyValueError::new_err(error.into_parts().message))
    }

    /// Removes a variable (`clear name`); `KeyError` if there is none.
    fn __delitem__(&self, py: Python<'_>, name: String) -> PyResult<()> {
        if self.with_engine(py, |engine| engine.remove_variable(&name))? {
            Ok(())
        } else {
            Err(PyKeyError::new_err(name))
        }
    }

    fn __contains__(&self, py: Python<'_>, name: String) -> PyResult<bool> {
        self.with_engine(py, |engine| engine.get(&name).is_ok())
    }

    /// A variable, or `default` when there is none.
    #[pyo3(signature = (name, default = None))]
    fn get<'py>(
        &self,
        py: Python<'py>,
        name: String,
        default: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        match self.with_engine(py, |engine| engine.get(&name).ok())? {
            Some(value) => to_python(py, value),
            None => Ok(default.unwrap_or_else(|| py.None().into_bound(py))),
        }
    }

    /// The names of the base workspace's variables, sorted.
    fn variables(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.with_engine(py, |engine| engine.variable_names())
    }

    /// Names starting with `prefix`: variables, builtins and the functions
    /// on the path, sorted (what Tab completes in the REPL).
    fn completions(&self, py: Python<'_>, prefix: String) -> PyResult<Vec<String>> {
        self.with_engine(py, |engine| engine.completions(&prefix))
    }

    /// Adds a folder to the front of the function search path.
    fn add_path(&self, py: Python<'_>, folder: PathBuf) -> PyResult<()> {
        self.with_engine(py, |engine| engine.add_path(folder))
    }

    /// Makes the Python callable `function` the MATLAB function `name` in
    /// this engine (see docs/python.md): MATLAB arguments arrive converted
    /// as `engine[...]` would return them, the result converts back like
    /// `engine[...] = result`. `nargout` is how many outputs it has: 0
    /// (result ignored), 1 (the result) or more (a tuple of that many).
    /// A Python exception becomes a MATLAB error `ferromat:python:Error`
    /// ("Type: message"); a raised `ferromat.MatlabError` keeps its
    /// identifier. `help name` shows `summary` or the docstring's first
    /// line. The GIL is re-acquired for each call.
    #[pyo3(signature = (name, function, *, nargout = 1, summary = None))]
    fn register(
        &self,
        py: Python<'_>,
        name: String,
        function: &Bound<'_, PyAny>,
        nargout: usize,
        summary: Option<String>,
    ) -> PyResult<()> {
        let host = callback::host_function(function, name, nargout, summary)?;
        self.with_engine(py, move |engine| engine.register(host))?
            .map_err(|error| PyValueError::new_err(error.into_parts().message))
    }

    /// Removes a function added with `register`; whether there was one.
    fn unregister(&self, py: Python<'_>, name: String) -> PyResult<bool> {
        self.with_engine(py, move |engine| engine.unregister_fn(&name))
    }

    /// Stops the code this engine is running (from another thread): it
    /// fails with `MatlabError` identifier `MATLAB:interrupted`.
    fn interrupt(&self) {
        self.interrupt.interrupt();
    }

    /// The numbers of the open figures, in the order they were opened.
    fn figure_numbers(&self, py: Python<'_>) -> PyResult<Vec<u64>> {
        self.with_engine(py, |engine| engine.figure_numbers())
    }

    /// The visible figures that changed since the last call.
    fn changed_figures(&self, py: Python<'_>) -> PyResult<Vec<u64>> {
        self.with_engine(py, |engine| engine.changed_figures())
    }

    /// Figure `number` rendered as `"png"` or `"svg"` bytes at `dpi`
    /// (default 150).
    #[pyo3(signature = (number, format = "png", dpi = None))]
    fn figure<'py>(
        &self,
        py: Python<'py>,
        number: u64,
        format: &str,
        dpi: Option<f64>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let format = match format {
            "png" => FigureFormat::Png,
            "svg" => FigureFormat::Svg,
            other => {
                return Err(PyValueError::new_err(format!(
                    "figure format must be 'png' or 'svg', not '{other}'"
                )))
            }
        };
        let bytes = self
            .with_engine(py, |engine| engine.figure_bytes(number, format, dpi))?
            .map_err(|error| matlab_error(py, &error, String::new()))?;
        Ok(PyBytes::new(py, &bytes))
    }
}

/// The `stdlib` folder shipped inside the Python package, when present.
fn packaged_stdlib(py: Python<'_>) -> Option<PathBuf> {
    let file: PathBuf = py
        .import("ferromat")
        .and_then(|module| module.getattr("__file__"))
        .and_then(|file| file.extract())
        .ok()?;
    let folder = file.parent()?.join("stdlib");
    folder.is_dir().then_some(folder)
}

/// `error` as a `ferromat.MatlabError` carrying its identifier, message,
/// stack, location, MATLAB's report and the text printed before it.
fn matlab_error(py: Python<'_>, error: &RuntimeError, output: String) -> PyErr {
    build_matlab_error(py, error, output).unwrap_or_else(|failure| failure)
}

fn build_matlab_error(py: Python<'_>, error: &RuntimeError, output: String) -> PyResult<PyErr> {
    let class = py.import("ferromat._errors")?.getattr("MatlabError")?;
    let stack = PyList::empty(py);
    for frame in &error.stack {
        let entry = PyDict::new(py);
        entry.set_item("name", &frame.name)?;
        entry.set_item("file", frame.file.as_ref().map(|f| f.display().to_string()))?;
        entry.set_item("line", frame.line)?;
        stack.append(entry)?;
    }
    let kwargs = PyDict::new(py);
    kwargs.set_item("identifier", &error.identifier)?;
    kwargs.set_item("message", &error.message)?;
    kwargs.set_item("stack", stack)?;
    kwargs.set_item("line", error.location.map(|l| l.line))?;
    kwargs.set_item("column", error.location.map(|l| l.column))?;
    kwargs.set_item("output", output)?;
    let report = render_error(error);
    let exception = class.call((report.trim_end(),), Some(&kwargs))?;
    Ok(PyErr::from_value(exception))
}

#[pymodule]
fn _ferromat(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyEngine>()?;
    module.add_class::<MatlabValue>()?;
    Ok(())
}
