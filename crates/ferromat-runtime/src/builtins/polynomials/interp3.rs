//! `interp3`: interpolation of gridded 3-D data in `meshgrid` layout (rows
//! of V follow y, columns follow x, pages follow z). It is `interpn` with
//! the first two dimensions swapped: V and full grid arrays are permuted
//! to `ndgrid` layout, grid-vector queries are expanded with `meshgrid` as
//! MATLAB does, and refined grids are permuted back. This file must not
//! interpolate: every value comes from `interpn.rs`.

use super::super::arrays::grids::meshgrid;
use super::super::arrays::shape::permute;
use super::super::{one, Outputs};
use super::interpn::interpn;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:interp3:{id}"), message).in_function("interp3")
}

/// The first output of a builtin called for one value.
fn first(outputs: Outputs) -> Result<Value> {
    outputs
        .into_iter()
        .next()
        .ok_or_else(RuntimeError::too_many_outputs)
}

/// `permute(value, [2 1 3])`: meshgrid layout to ndgrid layout and back.
fn swap_xy(interp: &mut Interpreter, value: &Value) -> Result<Value> {
    first(permute(
        interp,
        &[value.clone(), Value::row(vec![2.0, 1.0, 3.0])],
        1,
    )?)
}

/// interp3's own methods (interpn also has 'pchip', which interp3 lacks).
fn check_method(value: &Value) -> Result<()> {
    let text = value.as_text().unwrap_or_default();
    match text.trim_start_matches('*').to_ascii_lowercase().as_str() {
        "linear" | "nearest" | "cubic" | "spline" | "makima" => Ok(()),
        _ => Err(error(
            "InvalidMethod",
            "Interpolation method must be 'linear', 'nearest', 'cubic', 'makima' or 'spline'.",
        )),
    }
}

/// Errors of the shared interpn code, reported as interp3's.
fn as_interp3(mut e: RuntimeError) -> RuntimeError {
    if let Some(rest) = e.identifier.strip_prefix("MATLAB:interpn:") {
        e.identifier = format!("MATLAB:interp3:{rest}");
    }
    if e.function.as_deref() == Some("interpn") || e.function.is_none() {
        e.function = Some("interp3".to_string());
    }
    e
}

/// Grid-vector queries (vectors, not all of one size) become full meshgrid
/// arrays, as MATLAB's interp3 expands them; anything else passes as is.
fn expand_queries(interp: &mut Interpreter, queries: &[Value]) -> Result<Vec<Value>> {
    let shapes: Vec<_> = queries.iter().map(Value::shape).collect();
    let all_vectors = shapes.iter().all(|s| s.is_vector() || s.is_scalar());
    let same = shapes.windows(2).all(|w| w[0] == w[1]);
    if same {
        return Ok(queries.to_vec());
    }
    if !all_vectors {
        // A scalar is not paired with query arrays: MATLAB asks for arrays
        // of one size, or grid vectors.
        return Err(RuntimeError::new(
            "ferromat:interp3:querySizeMismatch",
            "The query points Xq, Yq and Zq must be arrays of the same size or grid vectors.",
        )
        .in_function("interp3"));
    }
    Ok(meshgrid(interp, queries, 3)?.into_iter().collect())
}

/// `Vq = interp3(X, Y, Z, V, Xq, Yq, Zq)`, `interp3(V, Xq, Yq, Zq)`,
/// `interp3(V)`, `interp3(V, k)`, each with an optional method and then
/// extrapolation value.
pub fn interp3(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let count = args.iter().take_while(|a| a.as_text().is_none()).count();
    let options = &args[count..];
    if let Some(method) = options.first() {
        check_method(method)?;
    }
    if options.len() > 2 {
        return Err(RuntimeError::too_many_inputs());
    }
    let numeric = &args[..count];
    let v_index = match count {
        1 | 2 | 4 => 0,
        7 => 3,
        0 => return Err(RuntimeError::not_enough_inputs()),
        _ => return Err(error("InvalidInputs", "Wrong number of input arguments.")),
    };
    let v = &numeric[v_index];
    if matches!(v, Value::Char(_) | Value::Cell(_) | Value::Struct(_)) {
        return Err(error("InvalidV", "V must be a numeric 3-D array."));
    }
    let dims = v.shape().dims().to_vec();
    if dims.len() > 3 {
        return Err(error("InvalidV", "V must be a 3-D array."));
    }
    if dims.len() < 3 || dims.iter().any(|&m| m < 2) {
        return Err(error(
            "NotEnoughPts",
            "Interpolation requires at least two sample points in each dimension.",
        ));
    }
    let mut forwarded = Vec::with_capacity(args.len());
    match count {
        7 => {
            // Full grid arrays are meshgrid arrays: permute them like V.
            for grid in &numeric[..3] {
                let shape = grid.shape();
                forwarded.push(if shape.is_vector() || shape.is_scalar() {
                    grid.clone()
                } else {
                    swap_xy(interp, grid)?
                });
            }
            forwarded.push(swap_xy(interp, v)?);
            forwarded.extend(expand_queries(interp, &numeric[4..])?);
        }
        4 => {
            forwarded.push(swap_xy(interp, v)?);
            forwarded.extend(expand_queries(interp, &numeric[1..])?);
        }
        _ => {
            forwarded.push(swap_xy(interp, v)?);
            forwarded.extend(numeric[1..].iter().cloned());
        }
    }
    forwarded.extend(options.iter().cloned());
    let result = first(interpn(interp, &forwarded, 1).map_err(as_interp3)?)?;
    if count <= 2 {
        // A refined grid comes back in ndgrid layout.
        return one(swap_xy(interp, &result)?);
    }
    one(result)
}
