//! Folder listings: `dir`, `ls`, `what` and `genpath`, relative to the session's
//! current folder, in Command Window columns or as MATLAB's struct
//! output, and the `*`/`?` wildcard match the other file functions share.
//! Every entry point asks for `ListFolders` first. It must not change
//! anything on the disk.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::session::row_major_columns;
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Tensor, Value};

/// One entry of a folder listing.
pub struct FolderEntry {
    pub name: String,
    pub folder: String,
    pub bytes: u64,
    pub is_dir: bool,
    pub modified: Option<std::time::SystemTime>,
}

/// Whether a name holds wildcards.
pub fn has_wildcards(name: &str) -> bool {
    name.contains(['*', '?'])
}

/// The entries listed for `target` (resolved against the current folder):
/// a folder's contents, the files matching a `*` pattern, or one file.
/// Sorted by name.
pub fn folder_entries(
    interp: &Interpreter,
    target: Option<&str>,
    with_dots: bool,
) -> Result<Vec<FolderEntry>> {
    let shown = target.unwrap_or(".");
    let path = interp.resolve_path(shown);
    let (folder, pattern) = if path.is_dir() {
        (path, None)
    } else {
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => interp.current_folder.clone(),
        };
        let pattern = path.file_name().map(|n| n.to_string_lossy().into_owned());
        (folder, pattern)
    };
    let not_found = || RuntimeError::new("MATLAB:dir:notFound", format!("'{shown}' not found."));
    let read = std::fs::read_dir(&folder).map_err(|_| not_found())?;
    let folder_name = folder
        .canonicalize()
        .unwrap_or_else(|_| folder.clone())
        .display()
        .to_string();
    let mut entries: Vec<FolderEntry> = read
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let visible = match &pattern {
                Some(pattern) => wildcard_match(pattern, &name),
                None => with_dots || !name.starts_with('.'),
            };
            if !visible {
                return None;
            }
            let metadata = entry.metadata().ok();
            Some(FolderEntry {
                name,
                folder: folder_name.clone(),
                bytes: metadata
                    .as_ref()
                    .map_or(0, |m| if m.is_dir() { 0 } else { m.len() }),
                is_dir: entry.path().is_dir(),
                modified: metadata.and_then(|m| m.modified().ok()),
            })
        })
        .collect();
    if pattern.is_some() && entries.is_empty() {
        return Err(not_found());
    }
    if with_dots && pattern.is_none() {
        for dots in ["..", "."] {
            entries.push(FolderEntry {
                name: dots.to_string(),
                folder: folder_name.clone(),
                bytes: 0,
                is_dir: true,
                modified: None,
            });
        }
    }
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(entries)
}

/// `*` matches any run of characters, `?` one character.
pub fn wildcard_match(pattern: &str, name: &str) -> bool {
    let pattern: Vec<char> = pattern.chars().collect();
    let name: Vec<char> = name.chars().collect();
    // matched[j]: pattern[..i] matches name[..j].
    let mut matched = vec![false; name.len() + 1];
    matched[0] = true;
    for &p in &pattern {
        let mut next = vec![false; name.len() + 1];
        if p == '*' {
            let mut any = false;
            for j in 0..=name.len() {
                any = any || matched[j];
                next[j] = any;
            }
        } else {
            for j in 1..=name.len() {
                next[j] = matched[j - 1] && (p == '?' || p == name[j - 1]);
            }
        }
        matched = next;
    }
    matched[name.len()]
}

/// The files a possibly wildcarded name matches, resolved against the
/// current folder; a name without wildcards is returned as is.
pub fn expand(interp: &Interpreter, name: &str) -> Vec<PathBuf> {
    let path = interp.resolve_path(name);
    let Some(pattern) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return vec![path];
    };
    if !has_wildcards(&pattern) {
        return vec![path];
    }
    let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut found: Vec<PathBuf> = std::fs::read_dir(&folder)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| wildcard_match(&pattern, &e.file_name().to_string_lossy()))
        .map(|e| e.path())
        .collect();
    found.sort();
    found
}

fn listing(
    interp: &mut Interpreter,
    values: &[Value],
    nargout: usize,
    command: &str,
) -> Result<Outputs> {
    let target = match values.first() {
        Some(arg) => Some(args::text(arg, command)?),
        None => None,
    };
    interp.require(Capability::ListFolders, command)?;
    let entries = match folder_entries(interp, target.as_deref(), command == "dir") {
        // `listing = dir('*.none')` is an empty 0-by-1 listing in MATLAB,
        // not an error; only the printed form complains.
        Err(error)
            if nargout > 0 && command == "dir" && error.identifier == "MATLAB:dir:notFound" =>
        {
            Vec::new()
        }
        result => result?,
    };
    if nargout > 0 {
        if command == "ls" {
            let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
            return one(Value::char_row(&format!("{}\n", names.join("  "))));
        }
        return one(dir_struct(&entries));
    }
    if entries.is_empty() {
        return Ok(Outputs::new());
    }
    let names: Vec<String> = entries.into_iter().map(|e| e.name).collect();
    interp.print(&format!("\n{}\n", row_major_columns(&names)));
    Ok(Outputs::new())
}

/// `dir`, `dir name`, `listing = dir(...)`: `.` and `..` included.
pub fn dir(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    listing(interp, values, nargout, "dir")
}

/// `ls`, `ls name`, `list = ls(...)`: dot files hidden.
pub fn ls(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    listing(interp, values, nargout, "ls")
}

/// The fields of `dir`'s output, in MATLAB's order.
pub const DIR_FIELDS: [&str; 6] = ["name", "folder", "date", "bytes", "isdir", "datenum"];

/// `dir`'s output: an N-by-1 struct array with MATLAB's fields.
pub fn dir_struct(entries: &[FolderEntry]) -> Value {
    // Every field exists even in an empty (0-by-1) listing.
    let mut fields: indexmap::IndexMap<String, Vec<Value>> = DIR_FIELDS
        .iter()
        .map(|field| (field.to_string(), Vec::with_capacity(entries.len())))
        .collect();
    for entry in entries {
        let seconds = entry
            .modified
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_secs_f64());
        let row: [(&str, Value); 6] = [
            ("name", Value::char_row(&entry.name)),
            ("folder", Value::char_row(&entry.folder)),
            (
                "date",
                Value::char_row(&seconds.map(date_text).unwrap_or_default()),
            ),
            ("bytes", Value::scalar(entry.bytes as f64)),
            ("isdir", Value::bool(entry.is_dir)),
            (
                "datenum",
                seconds.map_or_else(Value::empty, |s| Value::scalar(unix_datenum(s))),
            ),
        ];
        for (field, value) in row {
            fields.entry(field.to_string()).or_default().push(value);
        }
    }
    Value::Struct(Arc::new(StructArray {
        shape: Shape::matrix(entries.len(), 1),
        fields,
    }))
}

/// MATLAB's serial date number of a Unix time (UTC): `datenum(1970,1,1)`
/// is 719529.
fn unix_datenum(seconds: f64) -> f64 {
    719_529.0 + seconds / 86_400.0
}

/// `dd-Mmm-yyyy HH:MM:SS` (UTC) of a Unix time, as `dir` shows dates.
fn date_text(seconds: f64) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let total = seconds.floor() as i64;
    let (days, time) = (total.div_euclid(86_400), total.rem_euclid(86_400));
    let (year, month, day) = civil_from_days(days);
    let month_name = MONTHS
        .get(month.saturating_sub(1) as usize)
        .unwrap_or(&"Jan");
    format!(
        "{day:02}-{month_name}-{year} {:02}:{:02}:{:02}",
        time / 3600,
        time % 3600 / 60,
        time % 60
    )
}

/// The proleptic Gregorian (year, month 1-12, day) of a count of days since
/// 1970-01-01, by eras of 400 years (146097 days).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let shifted = days + 719_468; // days since 0000-03-01
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_from_march + 2) / 5 + 1) as u32;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The kinds of file `what` reports, by extension, in its field order.
const WHAT_KINDS: [(&str, &str); 9] = [
    ("m", ".m"),
    ("mlx", ".mlx"),
    ("mlapp", ".mlapp"),
    ("mat", ".mat"),
    ("mex", ".mexa64"),
    ("mdl", ".mdl"),
    ("slx", ".slx"),
    ("p", ".p"),
    ("classes", ""),
];

/// `what`, `what folder`, `s = what(...)`: the MATLAB files of a folder.
pub fn what(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let target = match values.first() {
        Some(v) => Some(args::text(v, "what")?),
        None => None,
    };
    interp.require(Capability::ListFolders, "what")?;
    let folder = match &target {
        None => interp.current_folder.clone(),
        Some(name) => {
            let direct = interp.resolve_path(name);
            let found = std::iter::once(direct)
                .chain(interp.path.iter().map(|p| p.join(name)))
                .find(|p| p.is_dir());
            match found {
                Some(folder) => folder,
                // MATLAB returns an empty listing for an unknown folder.
                None if nargout > 0 => return one(what_struct(&[], None)),
                None => return Ok(Outputs::new()),
            }
        }
    };
    let folder = folder.canonicalize().unwrap_or(folder);
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().is_file())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    names.sort();
    if nargout > 0 {
        return one(what_struct(&names, Some(&folder)));
    }
    let place = match target {
        None => "the current folder",
        Some(_) => "folder",
    };
    for (title, extension) in [("MATLAB Code files", ".m"), ("MAT-files", ".mat")] {
        let shown: Vec<String> = names
            .iter()
            .filter_map(|n| n.strip_suffix(extension).map(String::from))
            .collect();
        if !shown.is_empty() {
            interp.print(&format!(
                "\n{title} in {place} {}\n\n{}\n",
                folder.display(),
                row_major_columns(&shown)
            ));
        }
    }
    Ok(Outputs::new())
}

fn what_struct(names: &[String], folder: Option<&Path>) -> Value {
    let column = |items: Vec<String>| {
        let cells: Vec<Value> = items.iter().map(|n| Value::char_row(n)).collect();
        Value::Cell(Arc::new(Tensor::new(Shape::column(cells.len()), cells)))
    };
    let mut fields = vec![(
        "path".to_string(),
        Value::char_row(&folder.map(|f| f.display().to_string()).unwrap_or_default()),
    )];
    for (field, extension) in WHAT_KINDS {
        let items = if extension.is_empty() {
            Vec::new()
        } else {
            names
                .iter()
                .filter(|n| n.ends_with(extension))
                .cloned()
                .collect()
        };
        fields.push((field.to_string(), column(items)));
    }
    fields.push(("packages".to_string(), column(Vec::new())));
    Value::Struct(Arc::new(StructArray::scalar(fields)))
}

/// Folders `genpath` walks at most, so a huge tree or a loop of links ends
/// with an error instead of running on.
const GENPATH_MAX_FOLDERS: usize = 100_000;

/// `p = genpath(folderName)`: the folder and every folder below it, each
/// followed by the path separator, in depth-first order with subfolders by
/// name (MATLAB's genpath.m builds it so, separator after every folder).
/// Like MATLAB it leaves out class (`@`), package (`+`), `private` and
/// `resources` folders and everything below them; symbolic links to
/// folders are not followed. A folder that does not exist gives `''`.
pub fn genpath(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let [folder] = values else {
        return Err(if values.is_empty() {
            RuntimeError::not_enough_inputs()
        } else {
            RuntimeError::too_many_inputs()
        }
        .in_function("genpath"));
    };
    let name = args::text(folder, "genpath")?;
    interp.require(Capability::ListFolders, "genpath")?;
    let root = interp.resolve_path(&name);
    let mut found = Vec::new();
    if root.is_dir() {
        // The root is reported as it was written, its subfolders below it.
        let mut pending = vec![(PathBuf::from(&name), root)];
        while let Some((shown, path)) = pending.pop() {
            interp.check_interrupt()?;
            if found.len() >= GENPATH_MAX_FOLDERS {
                return Err(RuntimeError::new(
                    "ferromat:genpath:tooManyFolders",
                    format!("genpath stopped after {GENPATH_MAX_FOLDERS} folders."),
                ));
            }
            found.push(shown.display().to_string());
            let mut children: Vec<String> = std::fs::read_dir(&path)
                .into_iter()
                .flatten()
                .flatten()
                .filter(|entry| entry.file_type().is_ok_and(|t| t.is_dir()))
                .filter_map(|entry| entry.file_name().into_string().ok())
                .filter(|child| {
                    !(child.starts_with(['@', '+']) || child == "private" || child == "resources")
                })
                .collect();
            children.sort();
            // Pushed in reverse so the first by name is walked first.
            for child in children.into_iter().rev() {
                pending.push((shown.join(&child), path.join(&child)));
            }
        }
    }
    let separator = super::paths::PATH_SEPARATOR;
    let text: String = found.iter().map(|f| format!("{f}{separator}")).collect();
    one(if text.is_empty() {
        Value::Char(Tensor::empty())
    } else {
        Value::char_row(&text)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listings_filter_sort_and_describe_entries() {
        let folder = std::env::temp_dir().join(format!("ferromat-ls-{}", std::process::id()));
        std::fs::create_dir_all(folder.join("sub")).unwrap();
        std::fs::write(folder.join("b.m"), "x").unwrap();
        std::fs::write(folder.join("a.txt"), "hello").unwrap();
        std::fs::write(folder.join(".hidden"), "").unwrap();
        let mut interp = Interpreter::new();
        interp.current_folder = folder.clone();
        let names = |target: &str, dots: bool| -> Vec<String> {
            folder_entries(&interp, Some(target), dots)
                .unwrap()
                .into_iter()
                .map(|e| e.name)
                .collect()
        };
        assert_eq!(names(".", false), vec!["a.txt", "b.m", "sub"]);
        assert_eq!(
            names(".", true),
            vec![".", "..", ".hidden", "a.txt", "b.m", "sub"]
        );
        assert_eq!(names("*.m", false), vec!["b.m"]);
        assert!(folder_entries(&interp, Some("*.zip"), false).is_err());
        assert_eq!(expand(&interp, "*.txt"), vec![folder.join("a.txt")]);
        let entries = folder_entries(&interp, Some("a.txt"), true).unwrap();
        let Value::Struct(listing) = dir_struct(&entries) else {
            panic!("dir returns a struct array");
        };
        assert_eq!(listing.shape.dims(), &[1, 1]);
        assert_eq!(listing.get("bytes", 0).and_then(Value::as_f64), Some(5.0));
        let Value::Struct(empty) = dir_struct(&[]) else {
            panic!("dir returns a struct array");
        };
        assert_eq!(empty.shape.dims(), &[0, 1]);
        assert_eq!(empty.fields.keys().collect::<Vec<_>>(), DIR_FIELDS.to_vec());
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn wildcards_and_dates() {
        assert!(wildcard_match("*.m", "run_me.m"));
        assert!(wildcard_match("a?c*", "abc"));
        assert!(!wildcard_match("*.m", "notes.mat"));
        assert_eq!(date_text(0.0), "01-Jan-1970 00:00:00");
        assert_eq!(date_text(951_782_400.0 + 3661.0), "29-Feb-2000 01:01:01");
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(unix_datenum(86_400.0), 719_530.0);
    }
}
