//! The REPL's session commands `help`, `ls` and `dir`: help text from the
//! builtin registry, installed reference pages and `.m` file comments, and
//! folder listings in Command Window columns or as `dir`'s struct array.
//! It must not touch the terminal; the text goes to the session's output.

use std::path::PathBuf;
use std::sync::Arc;

use super::{one_value, row_major_columns, text_arg};
use crate::builtins::{self, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// Builtin reference pages (name, Markdown text), installed once by the host;
/// the `ferromat` binary embeds `docs/reference/*.md` at compile time.
static REFERENCE_PAGES: std::sync::OnceLock<&'static [(&'static str, &'static str)]> =
    std::sync::OnceLock::new();

impl Interpreter {
    /// Installs the reference pages that `help NAME` prints. The pages are
    /// static documentation, so they are process-wide and set once; returns
    /// false if pages were already installed.
    pub fn install_reference_pages(pages: &'static [(&'static str, &'static str)]) -> bool {
        REFERENCE_PAGES.set(pages).is_ok()
    }

    /// `help` lists every function with its summary; `help NAME` prints the
    /// reference page, the summary, or a `.m` file's leading comments.
    pub(super) fn help(&mut self, args: &[Value], nargout: usize) -> Result<Outputs> {
        let text = match args.first() {
            None => help_topics(),
            Some(arg) => {
                let name = text_arg(Some(arg), "help")?;
                self.help_text(&name)
            }
        };
        if nargout > 0 {
            return Ok(one_value(Value::char_row(&text)));
        }
        self.print(&text);
        Ok(Outputs::new())
    }

    fn help_text(&mut self, name: &str) -> String {
        if let Some(function) = self.host_functions.get(name) {
            return function.help_text();
        }
        let summary = builtins::lookup(name).map(|def| def.summary);
        let page = REFERENCE_PAGES
            .get()
            .and_then(|pages| pages.iter().find(|(page, _)| *page == name))
            .map(|(_, text)| *text);
        match (summary, page) {
            (Some(summary), Some(page)) => {
                format!(" {name} - {summary}\n\n{}", render_page(name, page))
            }
            (None, Some(page)) => render_page(name, page),
            (Some(summary), None) => format!(" {name} - {summary}\n\n"),
            (None, None) => match self.units.find(name, &self.search_folders()) {
                Some(path) => file_help(name, &path),
                None => format!("{name} not found.\n\n"),
            },
        }
    }

    /// `ls` and `dir`: the folder's entries in columns (`dir` also shows `.`
    /// and `..`, `ls` hides dot files); with an output, `ls` returns the
    /// names as text and `dir` a struct array describing each entry.
    pub(super) fn list_folder(
        &mut self,
        command: &str,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        let target = match args.first() {
            Some(arg) => Some(text_arg(Some(arg), command)?),
            None => None,
        };
        let entries = folder_entries(target.as_deref(), command == "dir")?;
        if nargout > 0 {
            if command == "ls" {
                let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
                return Ok(one_value(Value::char_row(&format!(
                    "{}\n",
                    names.join("  ")
                ))));
            }
            return Ok(one_value(dir_struct(&entries)));
        }
        if entries.is_empty() {
            return Ok(Outputs::new());
        }
        let names: Vec<String> = entries.into_iter().map(|e| e.name).collect();
        self.print(&format!("\n{}\n", row_major_columns(&names)));
        Ok(Outputs::new())
    }
}

/// Every builtin with its summary, sorted by name.
fn help_topics() -> String {
    let topics: Vec<(&str, &str)> = builtins::BUILTINS
        .iter()
        .map(|def| (def.name, def.summary))
        .collect();
    let width = topics.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    let mut text = String::from("Functions (type \"help NAME\" for details):\n\n");
    for (name, summary) in topics {
        text.push_str(&format!("  {name:<width$} - {summary}\n"));
    }
    text.push('\n');
    text
}

/// A Markdown reference page as Command Window text: code fences dropped,
/// headings unmarked, the body indented; a first heading that only repeats
/// the name is left out.
fn render_page(name: &str, page: &str) -> String {
    let mut text = String::new();
    let mut first_heading = true;
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            continue;
        }
        if let Some(heading) = line.strip_prefix('#') {
            let heading = heading.trim_start_matches('#').trim();
            let repeats_name = first_heading && heading.trim_matches('`') == name;
            first_heading = false;
            if !repeats_name {
                text.push_str(&format!("  {heading}\n"));
            }
            continue;
        }
        if line.trim().is_empty() {
            text.push('\n');
        } else {
            text.push_str(&format!("    {line}\n"));
        }
    }
    let mut text = text.trim_start_matches('\n').trim_end().to_string();
    text.push_str("\n\n");
    text
}

/// The help of a `.m` file: its first block of `%` comment lines, after an
/// optional `function` line, with the `%` removed, as MATLAB shows it.
fn file_help(name: &str, path: &std::path::Path) -> String {
    let Ok(source) = std::fs::read_to_string(path) else {
        return format!("{name} not found.\n\n");
    };
    let mut lines = source
        .lines()
        .map(str::trim_start)
        .skip_while(|line| line.is_empty())
        .peekable();
    if lines
        .peek()
        .is_some_and(|line| line.starts_with("function"))
    {
        lines.next();
    }
    let comments: Vec<&str> = lines.map_while(|line| line.strip_prefix('%')).collect();
    if comments.is_empty() {
        return format!("No help found for {name}.m.\n\n");
    }
    format!("{}\n\n", comments.join("\n"))
}

/// One entry of a folder listing.
struct FolderEntry {
    name: String,
    folder: String,
    bytes: u64,
    is_dir: bool,
    modified: Option<std::time::SystemTime>,
}

/// The entries `ls`/`dir` list for `target`: a folder's contents, the
/// files matching a `*` pattern, or one file. Sorted by name.
fn folder_entries(target: Option<&str>, with_dots: bool) -> Result<Vec<FolderEntry>> {
    let target = target.unwrap_or(".");
    let path = std::path::Path::new(target);
    let (folder, pattern) = if path.is_dir() {
        (path.to_path_buf(), None)
    } else {
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let pattern = path.file_name().map(|n| n.to_string_lossy().into_owned());
        (folder, pattern)
    };
    let not_found = || RuntimeError::new("MATLAB:dir:notFound", format!("'{target}' not found."));
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
fn wildcard_match(pattern: &str, name: &str) -> bool {
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

/// The fields of `dir`'s output, in MATLAB's order.
const DIR_FIELDS: [&str; 6] = ["name", "folder", "date", "bytes", "isdir", "datenum"];

/// `dir`'s output: an N-by-1 struct array with MATLAB's fields.
fn dir_struct(entries: &[FolderEntry]) -> Value {
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
    Value::Struct(Arc::new(crate::value::StructArray {
        shape: crate::value::Shape::matrix(entries.len(), 1),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_lists_every_row_with_its_summary() {
        let topics = help_topics();
        // Names are padded to the longest topic, which grows with the table.
        assert!(topics.lines().any(|line| line.starts_with("  whos ")
            && line.ends_with(" - List variables in the workspace, with sizes and types")));
    }

    #[test]
    fn help_prints_pages_summaries_and_file_comments() {
        let mut interp = Interpreter::new();
        assert_eq!(
            interp.help_text("who"),
            " who - List variables in the workspace\n\n"
        );
        assert_eq!(
            interp.help_text("no_such_thing"),
            "no_such_thing not found.\n\n"
        );
        let page = "# cd\n\nChange folder.\n\n## Syntax\n\n```matlab\ncd newFolder\n```\n";
        assert_eq!(
            render_page("cd", page),
            "    Change folder.\n\n  Syntax\n\n    cd newFolder\n\n"
        );
        let folder = std::env::temp_dir().join(format!("ferromat-help-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let file = folder.join("addme.m");
        std::fs::write(
            &file,
            "function c = addme(a, b)\n%ADDME  Add two values.\n%   c = addme(a, b)\nc = a + b;\n",
        )
        .unwrap();
        assert_eq!(
            file_help("addme", &file),
            "ADDME  Add two values.\n   c = addme(a, b)\n\n"
        );
        std::fs::write(&file, "x = 1;\n").unwrap();
        assert_eq!(file_help("addme", &file), "No help found for addme.m.\n\n");
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn installed_reference_pages_are_shown_by_help() {
        static PAGES: &[(&str, &str)] = &[("whos", "# whos\n\nPrints a table.\n")];
        // The only test that installs pages; they are installed once.
        assert!(Interpreter::install_reference_pages(PAGES));
        assert!(!Interpreter::install_reference_pages(&[]));
        let mut interp = Interpreter::new();
        assert_eq!(
            interp.help_text("whos"),
            " whos - List variables in the workspace, with sizes and types\n\n    Prints a table.\n\n"
        );
        let text = interp.help(&[Value::char_row("who")], 1).unwrap();
        assert_eq!(
            text.first().and_then(Value::as_text).as_deref(),
            Some(" who - List variables in the workspace\n\n")
        );
    }

    #[test]
    fn listings_filter_sort_and_describe_entries() {
        let folder = std::env::temp_dir().join(format!("ferromat-ls-{}", std::process::id()));
        std::fs::create_dir_all(folder.join("sub")).unwrap();
        std::fs::write(folder.join("b.m"), "x").unwrap();
        std::fs::write(folder.join("a.txt"), "hello").unwrap();
        std::fs::write(folder.join(".hidden"), "").unwrap();
        let base = folder.display().to_string();
        let names = |target: &str, dots: bool| -> Vec<String> {
            folder_entries(Some(target), dots)
                .unwrap()
                .into_iter()
                .map(|e| e.name)
                .collect()
        };
        assert_eq!(names(&base, false), vec!["a.txt", "b.m", "sub"]);
        assert_eq!(
            names(&base, true),
            vec![".", "..", ".hidden", "a.txt", "b.m", "sub"]
        );
        assert_eq!(names(&format!("{base}/*.m"), false), vec!["b.m"]);
        assert!(folder_entries(Some(&format!("{base}/*.zip")), false).is_err());
        let entries = folder_entries(Some(&format!("{base}/a.txt")), true).unwrap();
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
