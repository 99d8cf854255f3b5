//! Conversions every builtin family shares: reading a text flag, a scalar
//! number or an integer out of an argument, with MATLAB-style errors.
//! Also the one dimension / `vecdim` parser of every reduction (`sum`,
//! `max`, `bounds`, ...). Family-specific argument grammars (like `max`'s)
//! live in their own files.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use crate::error::{Result, RuntimeError};
use crate::value::{Class, Shape, Value};

/// The text of a char row or string scalar argument.
pub fn text(value: &Value, function: &str) -> Result<String> {
    value.as_text().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:mustBeText"),
            "Input must be a character vector or string scalar.",
        )
    })
}

/// A real numeric, logical or char scalar as a double.
pub fn scalar(value: &Value, function: &str) -> Result<f64> {
    value.as_f64().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:mustBeScalar"),
            "Input must be a real numeric scalar.",
        )
    })
}

/// A non-negative integer-valued scalar, as used for sizes and counts.
pub fn count(value: &Value, function: &str) -> Result<usize> {
    let x = scalar(value, function)?;
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x < 2f64.powi(63) {
        Ok(x as usize)
    } else {
        Err(RuntimeError::new(
            format!("MATLAB:{function}:mustBeNonnegativeInteger"),
            "Input must be a nonnegative integer scalar.",
        ))
    }
}

/// Fallback array size limit when physical memory cannot be read.
pub const FALLBACK_MAX_ARRAY_BYTES: u64 = 64 << 30;

/// The array size limit set by [`set_max_array_bytes`]; 0 means "not set":
/// use [`default_max_array_bytes`]. Process-wide because allocation checks
/// happen deep inside builtins and operators that have no session at hand.
static MAX_ARRAY_BYTES: AtomicU64 = AtomicU64::new(0);

/// MATLAB's default "maximum array size preference" is the machine's
/// memory; ferromat refuses arrays above 3/4 of physical RAM (read from
/// /proc/meminfo, or [`FALLBACK_MAX_ARRAY_BYTES`] elsewhere) so that a typo
/// like `zeros(1e6)` fails fast instead of exhausting memory.
pub fn default_max_array_bytes() -> u64 {
    static DEFAULT: OnceLock<u64> = OnceLock::new();
    *DEFAULT.get_or_init(|| {
        // The tightest of RAM, the address-space limit (`ulimit -v`) and
        // the cgroup's memory limit: past any of them the allocation would
        // abort the process instead of failing.
        [
            physical_memory_bytes(),
            address_space_limit_bytes(),
            cgroup_memory_limit_bytes(),
        ]
        .into_iter()
        .flatten()
        .min()
        .map(|bytes| bytes / 4 * 3)
        .unwrap_or(FALLBACK_MAX_ARRAY_BYTES)
    })
}

/// The soft `Max address space` limit from /proc/self/limits, in bytes.
fn address_space_limit_bytes() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    let soft = line
        .trim_start_matches("Max address space")
        .split_whitespace()
        .next()?;
    soft.parse().ok().filter(|&bytes: &u64| bytes > 0)
}

/// The cgroup v2 (`memory.max`) or v1 (`memory.limit_in_bytes`) limit of
/// this process's cgroup, in bytes; `None` when unlimited or unknown.
fn cgroup_memory_limit_bytes() -> Option<u64> {
    [
        "/sys/fs/cgroup/memory.max",
        "/sys/fs/cgroup/memory/memory.limit_in_bytes",
    ]
    .iter()
    .filter_map(|path| std::fs::read_to_string(path).ok())
    .filter_map(|text| text.trim().parse::<u64>().ok())
    .find(|&bytes| bytes > 0 && bytes < u64::MAX / 2)
}

/// `MemTotal` from /proc/meminfo, in bytes.
fn physical_memory_bytes() -> Option<u64> {
    meminfo_bytes("MemTotal:")
}

/// One line of /proc/meminfo, in bytes.
fn meminfo_bytes(key: &str) -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find(|l| l.starts_with(key))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024).filter(|&bytes| bytes > 0)
}

/// Allocations from this size on are also checked against the memory the
/// system has free. The size limit alone bounds one array, not the sum:
/// `s = [s s]` in a loop holds the old and the new array at once, and
/// under the limit the pair can still exceed RAM and bring the kernel's
/// out-of-memory killer. Reading /proc/meminfo costs microseconds, nothing
/// beside filling 256 MB.
const AVAILABLE_CHECK_FROM: u64 = 256 << 20;

/// `MemAvailable` plus free swap: what can still be allocated without the
/// out-of-memory killer; `None` where the system does not say.
fn available_memory_bytes() -> Option<u64> {
    let available = meminfo_bytes("MemAvailable:")?;
    Some(available.saturating_add(meminfo_bytes("SwapFree:").unwrap_or(0)))
}

thread_local! {
    /// The limit of the engine running on this thread, while it runs
    /// ([`with_session_max_array_bytes`]); 0 is "none": the process-wide one.
    static SESSION_MAX_ARRAY_BYTES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Runs `f` with `limit` as the array size limit on this thread (an
/// engine's own limit: engines on other threads keep theirs). `None`
/// leaves the process-wide limit in force.
pub fn with_session_max_array_bytes<R>(limit: Option<u64>, f: impl FnOnce() -> R) -> R {
    let Some(limit) = limit else {
        return f();
    };
    let previous = SESSION_MAX_ARRAY_BYTES.with(|cell| cell.replace(limit.max(1)));
    // Restored on unwind too, so a panic cannot leak one engine's limit.
    struct Restore(u64);
    impl Drop for Restore {
        fn drop(&mut self) {
            SESSION_MAX_ARRAY_BYTES.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(previous);
    f()
}

/// The largest array, in bytes, that [`check_allocation`] accepts.
pub fn max_array_bytes() -> u64 {
    let session = SESSION_MAX_ARRAY_BYTES.with(std::cell::Cell::get);
    if session != 0 {
        return session;
    }
    match MAX_ARRAY_BYTES.load(Ordering::Relaxed) {
        0 => default_max_array_bytes(),
        limit => limit,
    }
}

/// Sets the array size limit for the whole process (`None` restores the
/// default); an engine's own limit (`Engine::set_max_array_bytes`) takes
/// precedence while that engine runs.
pub fn set_max_array_bytes(limit: Option<u64>) {
    MAX_ARRAY_BYTES.store(
        limit.unwrap_or(0).max(u64::from(limit.is_some())),
        Ordering::Relaxed,
    );
}

/// Refuses an allocation of `shape` with `element_bytes` per element that
/// overflows or exceeds [`max_array_bytes`]. Every allocation whose size a
/// user controls calls this before allocating; it is the only place the
/// limit is applied.
pub fn check_allocation(shape: &Shape, element_bytes: usize) -> Result<()> {
    check_allocation_dims(shape.dims(), element_bytes)
}

/// The most dimensions a result padded out to a `dim` argument may have.
/// `diff(x,1,1e9)` would otherwise build a gigabytes-long size vector before
/// storing a single element.
const MAX_PADDED_NDIMS: usize = 65_536;

/// Refuses a result of `ndims` dimensions when a `dim` argument past the
/// input's last dimension would pad its shape out that far.
pub fn check_padded_ndims(ndims: usize) -> Result<()> {
    if ndims <= MAX_PADDED_NDIMS {
        return Ok(());
    }
    Err(RuntimeError::new(
        "MATLAB:array:SizeLimitExceeded",
        format!("Requested array with {ndims} dimensions exceeds the maximum of {MAX_PADDED_NDIMS} dimensions."),
    ))
}

/// [`check_allocation`] for dimensions that are not yet a `Shape` (whose
/// construction may itself multiply them).
pub fn check_allocation_dims(dims: &[usize], element_bytes: usize) -> Result<()> {
    let limit = max_array_bytes();
    let bytes = dims
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .and_then(|n| n.checked_mul(element_bytes.max(1)))
        .map(|b| b as u64);
    let gib = |x: u64| x as f64 / f64::from(1u32 << 30);
    match bytes {
        Some(b) if b <= limit && b < AVAILABLE_CHECK_FROM => Ok(()),
        Some(b) if b <= limit => match available_memory_bytes() {
            Some(available) if b > available => Err(RuntimeError::new(
                "MATLAB:nomem",
                format!(
                    "Out of memory. Requested {} ({:.1}GB) array, but only {:.1}GB of memory is available.",
                    dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x"),
                    gib(b),
                    gib(available)
                ),
            )),
            _ => Ok(()),
        },
        Some(b) => {
            let dims: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            Err(RuntimeError::new(
                "MATLAB:array:SizeLimitExceeded",
                format!(
                    "Requested {} ({:.1}GB) array exceeds maximum array size preference ({:.1}GB). \
                     This might cause MATLAB to become unresponsive.",
                    dims.join("x"),
                    gib(b),
                    gib(limit)
                ),
            ))
        }
        None => Err(RuntimeError::new(
            "MATLAB:pmaxsize",
            "Maximum variable size allowed by the program is exceeded.",
        )),
    }
}

/// The size and class requested by the trailing arguments of an array
/// constructor such as `zeros(2, 3, 'int8')` or `rand([2 3], 'like', x)`.
#[derive(Clone, Debug, PartialEq)]
pub struct SizeRequest {
    pub shape: Shape,
    /// The class named by a class name or `'like'` prototype.
    pub class: Option<Class>,
    /// `'like'` named a complex prototype.
    pub complex: bool,
}

/// Parses constructor arguments: none (1x1), `n` (nxn), `m, n, p, ...`,
/// a size vector `[m n p]`, then optionally a class name or `'like', p`.
/// Negative sizes count as 0. The element count is not checked here: the
/// caller knows the element size and calls [`check_allocation`].
pub fn size_args(args: &[Value], function: &str) -> Result<SizeRequest> {
    let (mut sizes, mut class, mut complex) = (args, None, false);
    if let Some(position) = args.iter().position(|a| a.as_text().is_some()) {
        sizes = &args[..position];
        let options = &args[position..];
        let flag = text(&options[0], function)?;
        match (flag.to_ascii_lowercase().as_str(), options.len()) {
            ("like", 2) => {
                let prototype = &options[1];
                class = Some(prototype.class());
                complex = prototype.is_complex();
            }
            ("like", _) => return Err(RuntimeError::not_enough_inputs()),
            (name, 1) => {
                class = Some(class_named(name).ok_or_else(|| {
                    RuntimeError::new(
                        format!("MATLAB:{function}:invalidClassName"),
                        "CLASSNAME input must be a valid numeric or logical class name.",
                    )
                })?)
            }
            _ => return Err(RuntimeError::too_many_inputs()),
        }
    }
    let dims = match sizes {
        [] => vec![1, 1],
        [single] if single.numel() != 1 => {
            let shape = single.shape();
            if !shape.is_vector() && !single.is_empty() || single.is_complex() {
                return Err(size_vector_error());
            }
            let values = single.to_f64_vec().ok_or_else(size_vector_error)?;
            if values.is_empty() {
                return Err(size_vector_error());
            }
            let mut dims = values
                .into_iter()
                .map(size_dimension)
                .collect::<Result<Vec<_>>>()?;
            if dims.len() == 1 {
                dims.push(dims[0]);
            }
            dims
        }
        [single] => {
            let n = size_dimension(scalar_size(single)?)?;
            vec![n, n]
        }
        several => several
            .iter()
            .map(|a| {
                if a.numel() != 1 {
                    return Err(RuntimeError::new(
                        "MATLAB:NonScalarInput",
                        "Size inputs must be scalar.",
                    ));
                }
                size_dimension(scalar_size(a)?)
            })
            .collect::<Result<Vec<_>>>()?,
    };
    Ok(SizeRequest {
        shape: Shape::new(&dims),
        class,
        complex,
    })
}

/// The numeric or logical class a class-name argument such as `'int8'`
/// names (the classes `zeros`, `cast`-like and `fread` arguments accept).
pub fn class_named(name: &str) -> Option<Class> {
    Class::from_name(name).filter(|class| class.is_numeric() || *class == Class::Logical)
}

fn size_vector_error() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:checkDimCommon:nonRowVectorSize",
        "Size vector must be a row vector with real elements.",
    )
}

fn scalar_size(value: &Value) -> Result<f64> {
    if value.is_complex() {
        return Err(size_vector_error());
    }
    value
        .as_f64()
        .ok_or_else(|| RuntimeError::new("MATLAB:NonIntegerInput", "Size inputs must be integers."))
}

/// One requested dimension: an integer (negative means 0). Infinite sizes
/// are too large for any allocation.
fn size_dimension(x: f64) -> Result<usize> {
    if x.is_nan() || x.fract() != 0.0 && x.is_finite() {
        return Err(RuntimeError::new(
            "MATLAB:NonIntegerInput",
            "Size inputs must be integers.",
        ));
    }
    if x == f64::INFINITY || x >= 2f64.powi(63) {
        return Err(RuntimeError::new(
            "MATLAB:pmaxsize",
            "Maximum variable size allowed by the program is exceeded.",
        ));
    }
    Ok(if x <= 0.0 { 0 } else { x as usize })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(x: f64) -> Value {
        Value::scalar(x)
    }

    #[test]
    fn size_forms() {
        let request = size_args(&[], "zeros").unwrap();
        assert_eq!(request.shape.dims(), &[1, 1]);
        assert_eq!(request.class, None);
        assert_eq!(size_args(&[n(3.0)], "zeros").unwrap().shape.dims(), &[3, 3]);
        let vector = Value::row(vec![2.0, -3.0, 4.0]);
        assert_eq!(
            size_args(&[vector], "zeros").unwrap().shape.dims(),
            &[2, 0, 4]
        );
        let typed = size_args(&[n(2.0), n(1.0), Value::char_row("uint16")], "ones").unwrap();
        assert_eq!(typed.shape.dims(), &[2, 1]);
        assert_eq!(typed.class, Some(Class::UInt16));
        let like = [
            n(2.0),
            Value::string("like"),
            Value::Single(crate::value::Tensor::scalar(1.0)),
        ];
        assert_eq!(size_args(&like, "ones").unwrap().class, Some(Class::Single));
    }

    #[test]
    fn size_errors() {
        assert_eq!(
            size_args(&[n(2.5)], "zeros").unwrap_err().message,
            "Size inputs must be integers."
        );
        assert!(size_args(&[n(f64::NAN)], "zeros").is_err());
        assert!(size_args(&[n(2.0), Value::row(vec![1.0, 2.0])], "zeros").is_err());
        assert!(size_args(&[n(2.0), Value::char_row("like")], "zeros").is_err());
        assert!(size_args(&[n(2.0), Value::char_row("int8"), n(1.0)], "zeros").is_err());
        assert!(size_args(&[n(2.0), Value::char_row("cell")], "zeros").is_err());
    }

    #[test]
    fn allocation_limit() {
        assert!(check_allocation(&Shape::matrix(1000, 1000), 8).is_ok());
        let error = check_allocation(&Shape::matrix(1_000_000, 1_000_000), 8).unwrap_err();
        let limit_gb = max_array_bytes() as f64 / f64::from(1u32 << 30);
        assert_eq!(
            error.message,
            format!(
                "Requested 1000000x1000000 (7450.6GB) array exceeds maximum array size \
                 preference ({limit_gb:.1}GB). This might cause MATLAB to become unresponsive."
            )
        );
        assert!(default_max_array_bytes() > 0);
        let overflow = check_allocation(&Shape::new(&[usize::MAX, 3]), 1).unwrap_err();
        assert_eq!(overflow.identifier, "MATLAB:pmaxsize");
    }

    /// Under a limit far above the machine, an array larger than the
    /// memory the system has free (a pebibyte, on any machine that runs
    /// this) is refused as out of memory, before anything is allocated.
    #[test]
    fn allocation_beyond_free_memory() {
        if available_memory_bytes().is_none() {
            return;
        }
        let error = with_session_max_array_bytes(Some(1 << 62), || {
            check_allocation(&Shape::matrix(1 << 25, 1 << 22), 8)
        })
        .unwrap_err();
        assert_eq!(error.identifier, "MATLAB:nomem");
        assert!(error
            .message
            .starts_with("Out of memory. Requested 33554432x4194304"));
    }
}

/// What a reduction runs over; dimensions are 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dims {
    /// The first dimension whose size is not 1.
    Default,
    One(usize),
    /// `vecdim`: sorted, unique, at least two.
    Many(Vec<usize>),
    All,
}

/// MATLAB's error for a bad dimension or `vecdim` argument of a function
/// that also accepts `'all'`.
pub fn invalid_dim() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:getdimarg:invalidDim",
        "Dimension argument must be a positive integer scalar, a vector of unique positive integers, or 'all'.",
    )
}

/// A scalar dimension argument (`flip(A, dim)`, `diff(X, n, dim)`),
/// 0-based. Bounded by 2^31 so code that pads a shape out to `dim`
/// cannot be asked for a huge shape vector; MATLAB calls this bound
/// "indexing range".
pub fn parse_dim(arg: &Value) -> Result<usize> {
    let in_range = |x: f64| x >= 1.0 && x.fract() == 0.0 && x < 2f64.powi(31);
    match arg.as_f64() {
        Some(x) if in_range(x) && !arg.is_complex() && !is_text(arg) => Ok(x as usize - 1),
        _ => Err(RuntimeError::new(
            "MATLAB:getdimarg:dimensionMustBePositiveInteger",
            "Dimension argument must be a positive integer scalar within indexing range.",
        )),
    }
}

/// Whether an argument is text (a char array or a string array), as a
/// trailing option word would be.
pub fn is_text(arg: &Value) -> bool {
    matches!(arg, Value::Char(_) | Value::String(_))
}

/// A dimension or `vecdim` argument: a non-empty real vector of positive
/// integers without repeats (numeric or logical class).
pub fn parse_dims(arg: &Value) -> Result<Dims> {
    let numeric = arg.class().is_numeric() || arg.class() == Class::Logical;
    if !numeric || arg.is_complex() || arg.is_empty() || !arg.shape().is_vector() {
        return Err(invalid_dim());
    }
    let mut values = arg.to_f64_vec().ok_or_else(invalid_dim)?;
    if !values
        .iter()
        .all(|&x| x.is_finite() && x >= 1.0 && x.fract() == 0.0)
    {
        return Err(invalid_dim());
    }
    values.sort_unstable_by(f64::total_cmp);
    if values.windows(2).any(|pair| pair[0] == pair[1]) {
        return Err(invalid_dim());
    }
    // Any dimension past the last is a singleton, so MATLAB accepts huge
    // ones (`flintmax`, `1e300`) and they act as `ndims + 1`; they are
    // capped at 2^53 so the 0-based value stays exact, and two huge ones
    // that meet at the cap are the same dimension.
    let mut sorted: Vec<usize> = values
        .into_iter()
        .map(|x| x.min(2f64.powi(53)) as usize - 1)
        .collect();
    sorted.dedup();
    Ok(match sorted.as_slice() {
        [one] => Dims::One(*one),
        _ => Dims::Many(sorted),
    })
}
