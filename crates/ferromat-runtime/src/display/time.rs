//! `datetime` and `duration` arrays as MATLAB's Command Window shows them:
//! a `  datetime` (scalar) or `  2×3 duration array` header, then one line
//! per row with each element's text right-aligned to the widest, three
//! spaces before each. The texts come from the array's own format
//! (`builtins/datetimes/`); this file only lays them out.

use super::{Body, Line};
use crate::builtins::datetimes::convert::texts;
use crate::value::TimeArray;

/// The display body of a datetime (`datetime` true) or duration array.
pub(crate) fn body(array: &TimeArray, datetime: bool) -> Body {
    let class = if datetime { "datetime" } else { "duration" };
    let shape = array.seconds.shape();
    if shape.is_empty() {
        return Body {
            header: Some(format!("  {} empty {class} array", shape.display())),
            lines: Vec::new(),
        };
    }
    let header = if shape.is_scalar() {
        format!("  {class}")
    } else {
        format!("  {} {class} array", shape.display())
    };
    // A format the constructors let through always formats; an error here
    // would be a bug, shown rather than hidden.
    let list = texts(array, datetime).unwrap_or_else(|e| vec![e.to_string(); shape.numel()]);
    let width = list.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    let rows = shape.rows().max(1);
    let columns = list.len() / rows;
    let lines = (0..rows)
        .map(|r| {
            let mut line = String::new();
            for c in 0..columns {
                let text = list.get(c * rows + r).map_or("", String::as_str);
                line.push_str("   ");
                line.push_str(&" ".repeat(width - text.chars().count()));
                line.push_str(text);
            }
            Line::Text(line)
        })
        .collect();
    Body {
        header: Some(header),
        lines,
    }
}
