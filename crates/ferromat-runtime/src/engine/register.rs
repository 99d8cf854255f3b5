//! Host functions: Rust closures an embedder registers with
//! [`Engine::register_fn`](crate::Engine::register_fn), callable from MATLAB
//! code like builtins. This file holds the per-session registry, the
//! [`Call`] a closure receives (typed arguments, `nargin`, `nargout`) and
//! the conversions between `Value` and Rust types at that boundary. It must
//! not decide where a name ranks among functions: `interp/call.rs` does
//! (local functions, then the user's files, then host functions, then
//! builtins, then the bundled library).

use std::collections::BTreeMap;
use std::sync::Arc;

use ndarray::ArrayD;

use super::convert::ArrayElement;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::value::{Shape, Tensor, Value};

/// The body of a host function: its call in, its outputs out.
type Body = dyn Fn(&Call<'_>) -> Result<Vec<Value>> + Send + Sync;

/// A Rust function that MATLAB code can call by name.
///
/// ```
/// use ferromat_runtime::{Engine, HostFunction};
/// let mut engine = Engine::new();
/// engine
///     .register(
///         HostFunction::new("scale", |call| {
///             let x: Vec<f64> = call.arg(0)?;
///             let k: f64 = call.arg_or(1, 2.0)?;
///             Ok(x.iter().map(|v| v * k).collect::<Vec<f64>>())
///         })
///         .inputs(1, 2)
///         .summary("Multiply a vector by a factor"),
///     )
///     .unwrap();
/// engine.eval("y = scale([1 2 3], 10);").unwrap();
/// assert_eq!(engine.get("y").unwrap().to_f64_vec(), Some(vec![10.0, 20.0, 30.0]));
/// ```
#[derive(Clone)]
pub struct HostFunction {
    pub(crate) name: String,
    pub(crate) summary: String,
    pub(crate) help: Option<String>,
    pub(crate) min_args: usize,
    pub(crate) max_args: usize,
    pub(crate) max_outputs: usize,
    body: Arc<Body>,
}

impl std::fmt::Debug for HostFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostFunction")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl HostFunction {
    /// `name` calls `body`; any number of inputs and outputs until
    /// [`inputs`](Self::inputs) and [`outputs`](Self::outputs) narrow them.
    pub fn new<R: IntoOutputs>(
        name: impl Into<String>,
        body: impl Fn(&Call<'_>) -> Result<R> + Send + Sync + 'static,
    ) -> HostFunction {
        HostFunction {
            name: name.into(),
            summary: String::new(),
            help: None,
            min_args: 0,
            max_args: usize::MAX,
            max_outputs: usize::MAX,
            body: Arc::new(move |call: &Call<'_>| body(call).map(IntoOutputs::into_outputs)),
        }
    }

    /// The fewest and most inputs; other counts fail before the body runs
    /// with MATLAB's "Not enough/Too many input arguments.".
    pub fn inputs(mut self, min: usize, max: usize) -> HostFunction {
        self.min_args = min;
        self.max_args = max.max(min);
        self
    }

    /// The most outputs a caller may ask for.
    pub fn outputs(mut self, max: usize) -> HostFunction {
        self.max_outputs = max;
        self
    }

    /// The one-line summary `help NAME` shows.
    pub fn summary(mut self, text: impl Into<String>) -> HostFunction {
        self.summary = text.into();
        self
    }

    /// Longer help text `help NAME` shows after the summary.
    pub fn help(mut self, text: impl Into<String>) -> HostFunction {
        self.help = Some(text.into());
        self
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Runs the function with the argument and output counts checked and
    /// the outputs trimmed to what the caller asked for; errors name the
    /// function on MATLAB's `Error using NAME` line.
    pub(crate) fn invoke(&self, args: &[Value], nargout: usize) -> Result<Outputs> {
        let checked = if args.len() < self.min_args {
            Err(RuntimeError::not_enough_inputs())
        } else if args.len() > self.max_args {
            Err(RuntimeError::too_many_inputs())
        } else if nargout > self.max_outputs.max(1) || (nargout == 1 && self.max_outputs == 0) {
            Err(RuntimeError::too_many_outputs())
        } else {
            let call = Call {
                name: &self.name,
                args,
                nargout,
            };
            (self.body)(&call).and_then(|outputs| {
                if outputs.len() < nargout {
                    Err(RuntimeError::too_many_outputs())
                } else {
                    Ok(outputs.into_iter().take(nargout.max(1)).collect())
                }
            })
        };
        checked.map_err(|error| error.in_function(&self.name))
    }

    /// `help NAME`'s text.
    pub(crate) fn help_text(&self) -> String {
        let mut text = format!(" {} - {}\n\n", self.name, self.summary);
        if let Some(help) = &self.help {
            text.push_str(help.trim_end());
            text.push_str("\n\n");
        }
        text
    }
}

/// The host functions of one session, by name.
#[derive(Clone, Default)]
pub struct HostFunctions {
    functions: BTreeMap<String, HostFunction>,
}

impl HostFunctions {
    pub fn get(&self, name: &str) -> Option<&HostFunction> {
        if self.functions.is_empty() {
            return None;
        }
        self.functions.get(name)
    }

    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Every registered name, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.functions.keys().map(String::as_str)
    }

    pub(crate) fn insert(&mut self, function: HostFunction) {
        self.functions.insert(function.name.clone(), function);
    }

    pub(crate) fn remove(&mut self, name: &str) -> bool {
        self.functions.remove(name).is_some()
    }
}

/// One call of a host function: its arguments and how many outputs the
/// caller asked for.
pub struct Call<'a> {
    name: &'a str,
    args: &'a [Value],
    nargout: usize,
}

impl<'a> Call<'a> {
    /// The number of arguments passed.
    pub fn nargin(&self) -> usize {
        self.args.len()
    }

    /// The number of outputs asked for (0 for a statement like `f(x)`).
    pub fn nargout(&self) -> usize {
        self.nargout
    }

    pub fn name(&self) -> &str {
        self.name
    }

    pub fn args(&self) -> &'a [Value] {
        self.args
    }

    /// Argument `index` (0-based) as `T`; a missing argument is MATLAB's
    /// "Not enough input arguments.".
    pub fn arg<T: FromValue>(&self, index: usize) -> Result<T> {
        let value = self
            .args
            .get(index)
            .ok_or_else(RuntimeError::not_enough_inputs)?;
        T::from_value(value).map_err(|mut error| {
            let message = format!("Argument {}: {}", index + 1, error.message);
            RuntimeError::new(std::mem::take(&mut error.identifier), message)
        })
    }

    /// Argument `index` as `T`, or `default` when it was not passed.
    pub fn arg_or<T: FromValue>(&self, index: usize, default: T) -> Result<T> {
        if index < self.args.len() {
            self.arg(index)
        } else {
            Ok(default)
        }
    }
}

/// A Rust type a MATLAB value converts to.
pub trait FromValue: Sized {
    fn from_value(value: &Value) -> Result<Self>;
}

fn expected(what: &str, value: &Value) -> RuntimeError {
    RuntimeError::new(
        "ferromat:hostFunction:invalidArgument",
        format!(
            "Expected {what}, got a {} {}.",
            value.shape().size_text(),
            value.class().name()
        ),
    )
}

impl FromValue for Value {
    fn from_value(value: &Value) -> Result<Value> {
        Ok(value.clone())
    }
}

/// Any real numeric, logical or char scalar, as `double(x)` would give.
impl FromValue for f64 {
    fn from_value(value: &Value) -> Result<f64> {
        value
            .as_f64()
            .ok_or_else(|| expected("a real numeric scalar", value))
    }
}

/// A whole, non-negative number (a count or an index).
impl FromValue for usize {
    fn from_value(value: &Value) -> Result<usize> {
        match value.as_f64() {
            Some(x) if x >= 0.0 && x.fract() == 0.0 && x <= usize::MAX as f64 => Ok(x as usize),
            _ => Err(expected("a nonnegative integer scalar", value)),
        }
    }
}

/// A whole number.
impl FromValue for i64 {
    fn from_value(value: &Value) -> Result<i64> {
        match value.as_f64() {
            Some(x) if x.fract() == 0.0 && x.abs() <= i64::MAX as f64 => Ok(x as i64),
            _ => Err(expected("an integer scalar", value)),
        }
    }
}

/// A logical or real numeric scalar; nonzero is true.
impl FromValue for bool {
    fn from_value(value: &Value) -> Result<bool> {
        match value {
            Value::Char(_) => Err(expected("a logical scalar", value)),
            _ => match value.as_f64() {
                Some(x) if !x.is_nan() => Ok(x != 0.0),
                _ => Err(expected("a logical scalar", value)),
            },
        }
    }
}

/// A char row vector or a string scalar.
impl FromValue for String {
    fn from_value(value: &Value) -> Result<String> {
        value
            .as_text()
            .ok_or_else(|| expected("a character vector or string scalar", value))
    }
}

/// The elements of any real numeric, logical or char array, in MATLAB's
/// column-major order, converted to double.
impl FromValue for Vec<f64> {
    fn from_value(value: &Value) -> Result<Vec<f64>> {
        value
            .to_f64_vec()
            .ok_or_else(|| expected("a real numeric array", value))
    }
}

/// An array of exactly `T`'s class (a double array for `f64`, `int32` for
/// `i32`...), in row-major (standard) layout and MATLAB's shape.
impl<T: ArrayElement> FromValue for ArrayD<T> {
    fn from_value(value: &Value) -> Result<ArrayD<T>> {
        T::to_array(value)
    }
}

/// A Rust value (or several) a host function returns as its outputs.
pub trait IntoOutputs {
    fn into_outputs(self) -> Vec<Value>;
}

/// No outputs.
impl IntoOutputs for () {
    fn into_outputs(self) -> Vec<Value> {
        Vec::new()
    }
}

/// As many outputs as the vector holds.
impl IntoOutputs for Vec<Value> {
    fn into_outputs(self) -> Vec<Value> {
        self
    }
}

/// A 1-by-N double row vector.
impl IntoOutputs for Vec<f64> {
    fn into_outputs(self) -> Vec<Value> {
        let shape = Shape::matrix(1, self.len());
        vec![Value::Double(Tensor::new(shape, self))]
    }
}

macro_rules! single_outputs {
    ($($t:ty),*) => {$(
        impl IntoOutputs for $t {
            fn into_outputs(self) -> Vec<Value> {
                vec![Value::from(self)]
            }
        }
    )*};
}

single_outputs!(
    Value,
    f64,
    f32,
    i8,
    i16,
    i32,
    i64,
    u8,
    u16,
    u32,
    u64,
    bool,
    String,
    &str,
    num_complex::Complex64,
    num_complex::Complex32
);

impl<T: ArrayElement> IntoOutputs for ArrayD<T>
where
    Value: From<ArrayD<T>>,
{
    fn into_outputs(self) -> Vec<Value> {
        vec![Value::from(self)]
    }
}

macro_rules! tuple_outputs {
    ($($name:ident),*) => {
        /// One output per element.
        impl<$($name: Into<Value>),*> IntoOutputs for ($($name,)*) {
            #[allow(non_snake_case)]
            fn into_outputs(self) -> Vec<Value> {
                let ($($name,)*) = self;
                vec![$($name.into()),*]
            }
        }
    };
}

tuple_outputs!(A, B);
tuple_outputs!(A, B, C);
tuple_outputs!(A, B, C, D);
