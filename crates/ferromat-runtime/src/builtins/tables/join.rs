//! Joining two tables on key variables: `join` (every left row matches
//! exactly one right row; left order kept), `innerjoin` (matching pairs,
//! sorted by key) and `outerjoin` (also the unmatched rows of one or both
//! sides, filled with missing values; optional merged keys). Key matching
//! is in `keys.rs`; this file picks variables, names and rows.

use super::grow::{lengthen_with, Fill};
use super::index::var_positions;
use super::keys::{matched_pairs, ordered, row_keys, Key};
use super::vars::table_arg;
use super::{build, check_var_names, table_value, take_rows};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::value::{Shape, TableData, Value};

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Inner,
    Left,
    Right,
    Full,
}

struct Request {
    left_keys: Vec<usize>,
    right_keys: Vec<usize>,
    left_vars: Option<Vec<usize>>,
    right_vars: Option<Vec<usize>>,
    merge_keys: bool,
    kind: Kind,
}

fn bad_option(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:InvalidNameValuePair",
        format!("Invalid parameter name: {name}."),
    )
}

/// Variables of `table` named or numbered by `value`.
fn vars_of(table: &TableData, value: &Value) -> Result<Vec<usize>> {
    var_positions(table, &Subscript::Index(value.clone()))
}

/// Reads the name-value options; `allowed` lists the ones this function takes.
fn request(
    left: &TableData,
    right: &TableData,
    rest: &[Value],
    function: &str,
    allowed: &[&str],
) -> Result<Request> {
    if !rest.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:table:InvalidNameValuePair",
            "Name-value arguments must come in pairs.",
        ));
    }
    let mut keys: Option<&Value> = None;
    let mut left_keys = None;
    let mut right_keys = None;
    let mut out = Request {
        left_keys: Vec::new(),
        right_keys: Vec::new(),
        left_vars: None,
        right_vars: None,
        merge_keys: false,
        kind: Kind::Full,
    };
    for pair in rest.chunks(2) {
        let name = args::text(&pair[0], function)?;
        let lower = name.to_ascii_lowercase();
        if !allowed.contains(&lower.as_str()) {
            return Err(bad_option(&name));
        }
        let value = &pair[1];
        match lower.as_str() {
            "keys" => keys = Some(value),
            "leftkeys" => left_keys = Some(vars_of(left, value)?),
            "rightkeys" => right_keys = Some(vars_of(right, value)?),
            "leftvariables" => out.left_vars = Some(vars_of(left, value)?),
            "rightvariables" => out.right_vars = Some(vars_of(right, value)?),
            "mergekeys" => out.merge_keys = args::scalar(value, function)? != 0.0,
            "type" => {
                out.kind = match args::text(value, function)?.to_ascii_lowercase().as_str() {
                    "full" => Kind::Full,
                    "left" => Kind::Left,
                    "right" => Kind::Right,
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:table:join:InvalidType",
                            "Type must be 'full', 'left', or 'right'.",
                        ))
                    }
                }
            }
            _ => return Err(bad_option(&name)),
        }
    }
    match (keys, left_keys, right_keys) {
        (Some(k), None, None) => {
            out.left_keys = vars_of(left, k)?;
            out.right_keys = vars_of(right, k)?;
        }
        (None, Some(l), Some(r)) => {
            out.left_keys = l;
            out.right_keys = r;
        }
        (None, None, None) => {
            for (i, name) in left.names.iter().enumerate() {
                if let Some(j) = right.names.iter().position(|n| n == name) {
                    out.left_keys.push(i);
                    out.right_keys.push(j);
                }
            }
            if out.left_keys.is_empty() {
                return Err(RuntimeError::new(
                    "MATLAB:table:join:CantInferKey",
                    "Cannot find a common table variable to use as a key variable.",
                ));
            }
        }
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:table:join:ConflictingKeys",
                "Specify either 'Keys', or both 'LeftKeys' and 'RightKeys'.",
            ))
        }
    }
    if out.left_keys.len() != out.right_keys.len() || out.left_keys.is_empty() {
        return Err(RuntimeError::new(
            "MATLAB:table:join:UnequalNumKeyVars",
            "'LeftKeys' and 'RightKeys' must specify the same number of key variables.",
        ));
    }
    Ok(out)
}

/// The two tables and the names MATLAB appends to clashing variable names
/// (the caller's variable names, else `left` and `right`).
fn operands<'a>(
    interp: &mut Interpreter,
    values: &'a [Value],
    function: &str,
) -> Result<(&'a TableData, &'a TableData, [String; 2])> {
    let given = interp.argument_names(2);
    let left = table_arg(&values[0], function)?;
    let right = table_arg(&values[1], function)?;
    let label = |k: usize, fallback: &str| given[k].clone().unwrap_or_else(|| fallback.to_string());
    Ok((left, right, [label(0, "left"), label(1, "right")]))
}

/// Output names: a name chosen from both sides gets `_<side>` on each.
fn joined_names(left: &[String], right: &[String], sides: &[String; 2]) -> Vec<String> {
    let suffix = |name: &String, others: &[String], side: &str| {
        if others.contains(name) {
            format!("{name}_{side}")
        } else {
            name.clone()
        }
    };
    let mut names: Vec<String> = left.iter().map(|n| suffix(n, right, &sides[0])).collect();
    names.extend(right.iter().map(|n| suffix(n, left, &sides[1])));
    names
}

/// 1-based row numbers as a column vector, 0 for "no row".
fn index_column(rows: &[Option<usize>]) -> Value {
    Value::matrix(
        Shape::matrix(rows.len(), 1),
        rows.iter()
            .map(|r| r.map_or(0.0, |r| (r + 1) as f64))
            .collect(),
    )
}

/// Variable `v` of `table` at `rows`; `None` rows get the missing value.
fn gather(table: &TableData, v: usize, rows: &[Option<usize>]) -> Result<Value> {
    let column = &table.columns[v];
    if rows.iter().all(Option::is_some) {
        let rows: Vec<usize> = rows.iter().flatten().copied().collect();
        return take_rows(column, &rows);
    }
    let extended = lengthen_with(column, table.rows + 1, Fill::Missing)?;
    let rows: Vec<usize> = rows.iter().map(|r| r.unwrap_or(table.rows)).collect();
    take_rows(&extended, &rows)
}

fn finish(
    names: Vec<String>,
    columns: Vec<Value>,
    row_names: Vec<String>,
    height: usize,
    nargout: usize,
    indices: &[&[Option<usize>]],
) -> Result<Outputs> {
    check_var_names(&names)?;
    let table = table_value(build(names, columns, row_names, height)?);
    let mut out = vec![table];
    for side in indices.iter().take(nargout.saturating_sub(1)) {
        out.push(index_column(side));
    }
    Ok(out.into())
}

/// The variables of a `join` or `innerjoin` result: the chosen left
/// variables taken at `left_rows`, then the chosen right ones (by default
/// all but the right keys) at `right_rows`, clashing names suffixed.
fn joined_variables(
    left: &TableData,
    right: &TableData,
    request: &Request,
    left_rows: &[Option<usize>],
    right_rows: &[Option<usize>],
    sides: &[String; 2],
) -> Result<(Vec<String>, Vec<Value>)> {
    let left_vars = request
        .left_vars
        .clone()
        .unwrap_or_else(|| (0..left.names.len()).collect());
    let right_vars = request.right_vars.clone().unwrap_or_else(|| {
        (0..right.names.len())
            .filter(|v| !request.right_keys.contains(v))
            .collect()
    });
    let mut columns = Vec::with_capacity(left_vars.len() + right_vars.len());
    for &v in &left_vars {
        columns.push(gather(left, v, left_rows)?);
    }
    for &v in &right_vars {
        columns.push(gather(right, v, right_rows)?);
    }
    let names = joined_names(
        &names_of(left, &left_vars),
        &names_of(right, &right_vars),
        sides,
    );
    Ok((names, columns))
}

fn names_of(table: &TableData, vars: &[usize]) -> Vec<String> {
    vars.iter().map(|&v| table.names[v].clone()).collect()
}

/// `join`: tables go to [`join_tables`], text to the string `join`.
pub fn join(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    if super::as_table(&values[0]).is_some() {
        return join_tables(interp, values, nargout);
    }
    if values.len() > 2 || nargout > 1 {
        return Err(RuntimeError::new(
            "MATLAB:TooManyInputs",
            "Too many input arguments.",
        ));
    }
    crate::builtins::text::assemble::join(interp, values, nargout)
}

/// `T = join(Tleft, Tright)` with 'Keys', 'LeftKeys', 'RightKeys',
/// 'LeftVariables', 'RightVariables'; `[T, iright]`.
fn join_tables(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    if values.len() < 2 {
        return Err(RuntimeError::new(
            "MATLAB:minrhs",
            "Not enough input arguments.",
        ));
    }
    let (left, right, sides) = operands(interp, values, "join")?;
    let allowed = [
        "keys",
        "leftkeys",
        "rightkeys",
        "leftvariables",
        "rightvariables",
    ];
    let request = request(left, right, &values[2..], "join", &allowed)?;
    let left_rows = row_keys(left, &request.left_keys, right, &request.right_keys)?;
    let right_rows = row_keys(right, &request.right_keys, left, &request.left_keys)?;
    let mut picked = vec![None; left.rows];
    for (l, r) in matched_pairs(&left_rows, &right_rows) {
        if picked[l].is_some() {
            return Err(RuntimeError::new(
                "MATLAB:table:join:DuplicateRightKeyVarValues",
                "The key variables for the right table must have unique values in rows that match the left table.",
            ));
        }
        picked[l] = Some(r);
    }
    if picked.iter().any(Option::is_none) {
        return Err(RuntimeError::new(
            "MATLAB:table:join:LeftKeyValueNotFound",
            "The key variables for the left table contain a value that does not appear in the key variables of the right table.",
        ));
    }
    let all_left: Vec<Option<usize>> = (0..left.rows).map(Some).collect();
    let (names, columns) = joined_variables(left, right, &request, &all_left, &picked, &sides)?;
    finish(
        names,
        columns,
        left.row_names.clone(),
        left.rows,
        nargout,
        &[&picked],
    )
}

/// Output rows of an inner or outer join: matching pairs, plus the
/// unmatched rows of the sides `kind` keeps, sorted by key value (pairs
/// with equal keys stay in left, then right, row order).
fn joined_rows(
    kind: Kind,
    left_keys: &[Key],
    right_keys: &[Key],
) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
    let pairs = matched_pairs(left_keys, right_keys);
    let mut rows: Vec<(Option<usize>, Option<usize>)> =
        pairs.iter().map(|&(l, r)| (Some(l), Some(r))).collect();
    if matches!(kind, Kind::Left | Kind::Full) {
        let mut seen = vec![false; left_keys.len()];
        pairs.iter().for_each(|&(l, _)| seen[l] = true);
        rows.extend(
            (0..left_keys.len())
                .filter(|&l| !seen[l])
                .map(|l| (Some(l), None)),
        );
    }
    if matches!(kind, Kind::Right | Kind::Full) {
        let mut seen = vec![false; right_keys.len()];
        pairs.iter().for_each(|&(_, r)| seen[r] = true);
        rows.extend(
            (0..right_keys.len())
                .filter(|&r| !seen[r])
                .map(|r| (None, Some(r))),
        );
    }
    let key = |row: &(Option<usize>, Option<usize>)| match row {
        (Some(l), _) => &left_keys[*l],
        (None, Some(r)) => &right_keys[*r],
        (None, None) => &left_keys[0],
    };
    rows.sort_by(|a, b| {
        ordered(key(a), key(b))
            .then(a.0.cmp(&b.0))
            .then(a.1.cmp(&b.1))
    });
    rows.into_iter().unzip()
}

/// `[T, ileft, iright] = innerjoin(Tleft, Tright, ...)`.
pub fn innerjoin(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let (left, right, sides) = operands(interp, values, "innerjoin")?;
    let allowed = [
        "keys",
        "leftkeys",
        "rightkeys",
        "leftvariables",
        "rightvariables",
    ];
    let request = request(left, right, &values[2..], "innerjoin", &allowed)?;
    let left_rows = row_keys(left, &request.left_keys, right, &request.right_keys)?;
    let right_rows = row_keys(right, &request.right_keys, left, &request.left_keys)?;
    let (ileft, iright) = joined_rows(Kind::Inner, &left_rows, &right_rows);
    let (names, columns) = joined_variables(left, right, &request, &ileft, &iright, &sides)?;
    finish(
        names,
        columns,
        Vec::new(),
        ileft.len(),
        nargout,
        &[&ileft, &iright],
    )
}

/// `[T, ileft, iright] = outerjoin(Tleft, Tright, ...)` with 'Type' and
/// 'MergeKeys' besides the key and variable options.
pub fn outerjoin(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let (left, right, sides) = operands(interp, values, "outerjoin")?;
    let allowed = [
        "keys",
        "leftkeys",
        "rightkeys",
        "leftvariables",
        "rightvariables",
        "mergekeys",
        "type",
    ];
    let request = request(left, right, &values[2..], "outerjoin", &allowed)?;
    let left_rows = row_keys(left, &request.left_keys, right, &request.right_keys)?;
    let right_rows = row_keys(right, &request.right_keys, left, &request.left_keys)?;
    let (ileft, iright) = joined_rows(request.kind, &left_rows, &right_rows);
    let left_vars = request
        .left_vars
        .unwrap_or_else(|| (0..left.names.len()).collect());
    let mut right_vars = request
        .right_vars
        .unwrap_or_else(|| (0..right.names.len()).collect());
    let mut left_names = names_of(left, &left_vars);
    let mut merged = vec![false; left_vars.len()];
    if request.merge_keys {
        for (&lk, &rk) in request.left_keys.iter().zip(&request.right_keys) {
            let (Some(at), true) = (
                left_vars.iter().position(|&v| v == lk),
                right_vars.contains(&rk),
            ) else {
                return Err(RuntimeError::new(
                    "MATLAB:table:join:MergeKeysMissing",
                    "When 'MergeKeys' is true, 'LeftVariables' and 'RightVariables' must include the key variables.",
                ));
            };
            merged[at] = true;
            right_vars.retain(|&v| v != rk);
            if left.names[lk] != right.names[rk] {
                left_names[at] = format!("{}_{}", left.names[lk], right.names[rk]);
            }
        }
    }
    let mut columns = Vec::new();
    for (k, &v) in left_vars.iter().enumerate() {
        let mut column = gather(left, v, &ileft)?;
        if merged[k] {
            let key_at = request
                .left_keys
                .iter()
                .position(|&lk| lk == v)
                .unwrap_or(0);
            let rk = request.right_keys[key_at];
            column = merge_key(column, right, rk, &ileft, &iright)?;
        }
        columns.push(column);
    }
    for &v in &right_vars {
        columns.push(gather(right, v, &iright)?);
    }
    let right_names = names_of(right, &right_vars);
    let mut names = joined_names(&left_names, &right_names, &sides);
    // A merged key keeps its own name even when a right variable shares it.
    for (k, name) in names.iter_mut().enumerate().take(left_names.len()) {
        if merged[k] {
            name.clone_from(&left_names[k]);
        }
    }
    finish(
        names,
        columns,
        Vec::new(),
        ileft.len(),
        nargout,
        &[&ileft, &iright],
    )
}

/// A merged key: the left value where the row came from the left table,
/// else the right value.
fn merge_key(
    column: Value,
    right: &TableData,
    rk: usize,
    ileft: &[Option<usize>],
    iright: &[Option<usize>],
) -> Result<Value> {
    let holes: Vec<usize> = (0..ileft.len()).filter(|&i| ileft[i].is_none()).collect();
    if holes.is_empty() {
        return Ok(column);
    }
    let from_right: Vec<usize> = holes.iter().filter_map(|&i| iright[i]).collect();
    let values = take_rows(&right.columns[rk], &from_right)?;
    let subs = super::row_subscripts(&holes, column.shape().ndims());
    crate::index::paren_set(Some(column), &subs, values)
}
