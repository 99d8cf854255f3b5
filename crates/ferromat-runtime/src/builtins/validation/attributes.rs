//! `validateattributes(A, classes, attributes, [funcName, [varName,]]
//! [argIndex])`: checks that `A` is one of `classes` and has every
//! attribute, and raises MATLAB's message for the first that fails. The
//! checks read the value; they must not convert or copy more of it than
//! the element tests need.

use num_complex::Complex64;

use crate::builtins::sparse::convert::full_value;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// Who the message speaks of: "input", "input number 2", "First", or
/// "input number 1, First,", and the function that goes in identifiers.
struct Subject {
    function: Option<String>,
    variable: Option<String>,
    index: Option<usize>,
}

impl Subject {
    fn words(&self) -> String {
        match (&self.variable, self.index) {
            (None, None) => "input".to_string(),
            (None, Some(k)) => format!("input number {k}"),
            (Some(name), None) => name.clone(),
            (Some(name), Some(k)) => format!("input number {k}, {name},"),
        }
    }

    fn error(&self, suffix: &str, message: String) -> RuntimeError {
        let id = match &self.function {
            Some(f) => format!("MATLAB:{f}:{suffix}"),
            None => format!("MATLAB:{suffix}"),
        };
        RuntimeError::new(id, message)
    }

    /// "Expected input to be WHAT." with identifier `suffix`.
    fn expected(&self, suffix: &str, what: &str) -> RuntimeError {
        self.error(suffix, format!("Expected {} to be {what}.", self.words()))
    }
}

fn bad_call(message: &str) -> RuntimeError {
    RuntimeError::new("MATLAB:validateattributes:invalidInput", message)
}

/// The texts of a cell array of char vectors (or one text, or `{}`).
fn texts(value: &Value, what: &str) -> Result<Vec<String>> {
    match value {
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| c.as_text())
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| {
                bad_call(&format!(
                    "The {what} must be a cell array of character vectors."
                ))
            }),
        other => other.as_text().map(|t| vec![t]).ok_or_else(|| {
            bad_call(&format!(
                "The {what} must be a cell array of character vectors."
            ))
        }),
    }
}

pub fn validateattributes(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [value, classes, attributes, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let subject = subject(rest)?;
    let sparse = matches!(value, Value::Sparse(_));
    let value = full_value(value)?;
    check_class(&value, &texts(classes, "class list")?, &subject)?;
    let attributes = match attributes {
        Value::Cell(cells) => cells.data().to_vec(),
        other if other.is_empty() => Vec::new(),
        _ => return Err(bad_call("The attributes must be a cell array.")),
    };
    let mut items = attributes.iter();
    while let Some(item) = items.next() {
        let name = item
            .as_text()
            .ok_or_else(|| {
                bad_call("Each attribute must be a character vector or a value after one.")
            })?
            .to_lowercase();
        if let Some(kind) = Measure::named(&name) {
            let wanted = items.next().ok_or_else(|| {
                bad_call(&format!(
                    "The '{name}' attribute must be followed by a value."
                ))
            })?;
            kind.check(&value, wanted, &subject)?;
        } else {
            check_flag(&name, &value, sparse, &subject)?;
        }
    }
    Ok(Outputs::new())
}

/// The optional trailing `funcName, varName, argIndex` (or a lone index).
fn subject(rest: &[Value]) -> Result<Subject> {
    let mut subject = Subject {
        function: None,
        variable: None,
        index: None,
    };
    let position = |v: &Value| match v.as_f64() {
        Some(x) if x >= 1.0 && x.fract() == 0.0 && x < 1e15 => Ok(x as usize),
        _ => Err(bad_call("Input position must be a positive integer.")),
    };
    match rest {
        [] => {}
        [index] if !is_text(index) => subject.index = Some(position(index)?),
        [function, more @ ..] if more.len() <= 2 => {
            let name = function
                .as_text()
                .ok_or_else(|| bad_call("Function name must be a character vector."))?;
            subject.function = Some(name).filter(|n| !n.is_empty());
            if let Some(variable) = more.first() {
                let name = variable
                    .as_text()
                    .ok_or_else(|| bad_call("Variable name must be a character vector."))?;
                subject.variable = Some(name).filter(|n| !n.is_empty());
            }
            if let Some(index) = more.get(1) {
                subject.index = Some(position(index)?);
            }
        }
        _ => return Err(RuntimeError::too_many_inputs()),
    }
    Ok(subject)
}

fn is_text(value: &Value) -> bool {
    matches!(value, Value::Char(_) | Value::String(_))
}

fn check_class(value: &Value, classes: &[String], subject: &Subject) -> Result<()> {
    if classes.is_empty() {
        return Ok(());
    }
    let class = value.class();
    let matches = |name: &str| match name {
        "numeric" => class.is_numeric(),
        "float" => class.is_float(),
        "integer" => class.is_integer(),
        other => class.name() == other,
    };
    if classes.iter().any(|name| matches(name)) {
        return Ok(());
    }
    Err(subject.error(
        "invalidType",
        format!(
            "Expected {} to be one of these types:\n\n{}\n\nInstead its type was {}.",
            subject.words(),
            classes.join(", "),
            class.name()
        ),
    ))
}

/// Attributes that take a value after their name.
#[derive(Clone, Copy)]
enum Measure {
    Size,
    Numel,
    Ncols,
    Nrows,
    Ndims,
    Greater,
    GreaterEqual,
    Less,
    LessEqual,
}

impl Measure {
    fn named(name: &str) -> Option<Measure> {
        Some(match name {
            "size" => Measure::Size,
            "numel" => Measure::Numel,
            "ncols" => Measure::Ncols,
            "nrows" => Measure::Nrows,
            "ndims" => Measure::Ndims,
            ">" => Measure::Greater,
            ">=" => Measure::GreaterEqual,
            "<" => Measure::Less,
            "<=" => Measure::LessEqual,
            _ => return None,
        })
    }

    fn check(self, value: &Value, wanted: &Value, subject: &Subject) -> Result<()> {
        let shape = value.shape();
        let dims = shape.dims();
        let number = || {
            wanted.as_f64().ok_or_else(|| {
                bad_call("The value after a size or bound attribute must be a real scalar.")
            })
        };
        let count_check = |actual: usize, suffix: &str, text: String| -> Result<()> {
            let n = number()?;
            if actual as f64 == n {
                Ok(())
            } else {
                Err(subject.expected(suffix, &text.replace('#', &format_number(n))))
            }
        };
        match self {
            Measure::Numel => count_check(
                shape.numel(),
                "incorrectNumel",
                "an array with number of elements equal to #".into(),
            ),
            Measure::Ncols => count_check(
                dims.get(1).copied().unwrap_or(1),
                "incorrectNumcols",
                "an array with # columns".into(),
            ),
            Measure::Nrows => count_check(
                dims.first().copied().unwrap_or(1),
                "incorrectNumrows",
                "an array with # rows".into(),
            ),
            Measure::Ndims => count_check(
                dims.len(),
                "incorrectNumdims",
                "an array with # dimensions".into(),
            ),
            Measure::Size => {
                let want = wanted.to_f64_vec().ok_or_else(|| {
                    bad_call("The 'size' attribute must be followed by a numeric vector.")
                })?;
                let fits = (0..want.len().max(dims.len())).all(|k| {
                    let actual = dims.get(k).copied().unwrap_or(1) as f64;
                    match want.get(k) {
                        Some(w) if w.is_nan() => true,
                        Some(&w) => w == actual,
                        None => actual == 1.0,
                    }
                });
                if fits {
                    return Ok(());
                }
                let wanted_text: Vec<String> = want
                    .iter()
                    .map(|&w| {
                        if w.is_nan() {
                            "N".to_string()
                        } else {
                            format_number(w)
                        }
                    })
                    .collect();
                let actual_text: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
                Err(subject.error(
                    "incorrectSize",
                    format!(
                        "Expected {} to be of size {} when it is actually size {}.",
                        subject.words(),
                        wanted_text.join("x"),
                        actual_text.join("x")
                    ),
                ))
            }
            Measure::Greater | Measure::GreaterEqual | Measure::Less | Measure::LessEqual => {
                let bound = number()?;
                let (suffix, op): (&str, &str) = match self {
                    Measure::Greater => ("notGreater", ">"),
                    Measure::GreaterEqual => ("notGreaterEqual", ">="),
                    Measure::Less => ("notLess", "<"),
                    _ => ("notLessEqual", "<="),
                };
                let holds = |x: f64| match self {
                    Measure::Greater => x > bound,
                    Measure::GreaterEqual => x >= bound,
                    Measure::Less => x < bound,
                    _ => x <= bound,
                };
                let ok = real_elements(value).is_some_and(|xs| xs.iter().all(|&x| holds(x)));
                if ok {
                    Ok(())
                } else {
                    Err(subject.expected(
                        suffix,
                        &format!(
                            "an array with all of the values {op} {}",
                            format_number(bound)
                        ),
                    ))
                }
            }
        }
    }
}

/// A number as MATLAB's messages show it: integers without a point,
/// others with up to 5 significant digits (`num2str`'s default).
pub(super) fn format_number(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{x:.0}")
    } else if x.is_infinite() {
        if x > 0.0 {
            "Inf".into()
        } else {
            "-Inf".into()
        }
    } else if x.is_nan() {
        "NaN".into()
    } else {
        let text = format!("{:.*e}", 4, x);
        let parsed: f64 = text.parse().unwrap_or(x);
        format!("{parsed}")
    }
}

/// The elements of a real numeric, logical or char array as doubles;
/// `None` for complex and non-numeric values (they fail order checks).
fn real_elements(value: &Value) -> Option<Vec<f64>> {
    value.to_f64_vec()
}

/// Elements as complex numbers (real values with a zero imaginary part);
/// `None` for cells, structs, strings and handles.
pub(super) fn complex_elements(value: &Value) -> Option<Vec<Complex64>> {
    match value {
        Value::ComplexDouble(t) => Some(t.data().to_vec()),
        Value::ComplexSingle(t) => Some(
            t.data()
                .iter()
                .map(|z| Complex64::new(f64::from(z.re), f64::from(z.im)))
                .collect(),
        ),
        other => other
            .to_f64_vec()
            .map(|xs| xs.into_iter().map(|x| Complex64::new(x, 0.0)).collect()),
    }
}

/// A flag attribute (one word, no value).
fn check_flag(name: &str, value: &Value, sparse: bool, subject: &Subject) -> Result<()> {
    let shape = value.shape();
    let dims = shape.dims();
    let matrix = dims.len() == 2;
    let (rows, cols) = (
        dims.first().copied().unwrap_or(0),
        dims.get(1).copied().unwrap_or(0),
    );
    let all_real =
        |test: fn(f64) -> bool| real_elements(value).is_some_and(|xs| xs.iter().all(|&x| test(x)));
    let all_complex = |test: fn(Complex64) -> bool| {
        complex_elements(value).is_some_and(|zs| zs.iter().all(|&z| test(z)))
    };
    let (passes, suffix, what) = match name {
        "2d" => (matrix, "expected2D", "two-dimensional"),
        "3d" => (dims.len() <= 3, "expected3D", "three-dimensional"),
        "column" => (matrix && cols == 1, "expectedColumn", "a column vector"),
        "row" => (matrix && rows == 1, "expectedRow", "a row vector"),
        "scalar" => (shape.numel() == 1, "expectedScalar", "a scalar"),
        "vector" => (
            matrix && (rows == 1 || cols == 1),
            "expectedVector",
            "a vector",
        ),
        "square" => (matrix && rows == cols, "expectedSquare", "a square matrix"),
        "nonempty" => (!shape.is_empty(), "expectedNonempty", "nonempty"),
        "nonsparse" => (!sparse, "expectedNonsparse", "nonsparse"),
        "binary" => (
            all_real(|x| x == 0.0 || x == 1.0),
            "expectedBinary",
            "binary",
        ),
        "even" => (
            all_real(|x| x.is_finite() && x % 2.0 == 0.0),
            "expectedEven",
            "even",
        ),
        "odd" => (
            all_real(|x| x.is_finite() && x.fract() == 0.0 && x % 2.0 != 0.0),
            "expectedOdd",
            "odd",
        ),
        "integer" => (
            all_real(|x| x.is_finite() && x.fract() == 0.0),
            "expectedInteger",
            "integer-valued",
        ),
        "real" => (
            real_elements(value).is_some() || !is_numberlike(value),
            "expectedReal",
            "real",
        ),
        "finite" => (
            all_complex(|z| z.re.is_finite() && z.im.is_finite()),
            "expectedFinite",
            "finite",
        ),
        "nonnan" => (
            all_complex(|z| !z.re.is_nan() && !z.im.is_nan()),
            "expectedNonNaN",
            "non-NaN",
        ),
        "nonnegative" => (all_real(|x| x >= 0.0), "expectedNonnegative", "nonnegative"),
        "nonzero" => (
            all_complex(|z| z.re != 0.0 || z.im != 0.0),
            "expectedNonZero",
            "nonzero",
        ),
        "positive" => (all_real(|x| x > 0.0), "expectedPositive", "positive"),
        "diag" => (
            matrix && is_diagonal(value, rows),
            "expectedDiagonal",
            "diagonal",
        ),
        "increasing" => (
            monotone(value, |a, b| b > a),
            "expectedIncreasing",
            "strictly increasing",
        ),
        "decreasing" => (
            monotone(value, |a, b| b < a),
            "expectedDecreasing",
            "strictly decreasing",
        ),
        "nondecreasing" => (
            monotone(value, |a, b| b >= a),
            "expectedNondecreasing",
            "nondecreasing",
        ),
        "nonincreasing" => (
            monotone(value, |a, b| b <= a),
            "expectedNonincreasing",
            "nonincreasing",
        ),
        other => {
            return Err(RuntimeError::new(
                "MATLAB:validateattributes:badAttributeString",
                format!("Unrecognized attribute '{other}'."),
            ))
        }
    };
    if passes {
        Ok(())
    } else {
        Err(subject.expected(suffix, what))
    }
}

fn is_numberlike(value: &Value) -> bool {
    complex_elements(value).is_some()
}

/// Zero off the diagonal of a 2-d array with `rows` rows.
fn is_diagonal(value: &Value, rows: usize) -> bool {
    complex_elements(value).is_some_and(|zs| {
        zs.iter().enumerate().all(|(k, z)| {
            let (i, j) = (k % rows.max(1), k / rows.max(1));
            i == j || (z.re == 0.0 && z.im == 0.0)
        })
    })
}

/// Every neighbouring pair along a row vector, or down every column of
/// anything else, satisfies `step`; NaN fails.
fn monotone(value: &Value, step: fn(f64, f64) -> bool) -> bool {
    let Some(xs) = real_elements(value) else {
        return false;
    };
    if xs.iter().any(|x| x.is_nan()) {
        return false;
    }
    let dims = value.shape().dims().to_vec();
    let rows = dims.first().copied().unwrap_or(0);
    let lane = if rows == 1 { xs.len() } else { rows };
    if lane == 0 {
        return true;
    }
    xs.chunks(lane)
        .all(|column| column.windows(2).all(|pair| step(pair[0], pair[1])))
}
