//! Which builtins the user's own files shadow. MATLAB looks in the current
//! folder and on the user's path before its own functions, so a `mean.m`
//! there is called instead of the builtin `mean`. Builtins are bound to call
//! sites when code is lowered; this set is what the call site checks so that
//! such a file still wins. It must not decide anything else about name
//! resolution (`call.rs` does) and must not read a folder whose modification
//! time has not changed.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::builtins;

/// Builtin names that a `.m` file in one of the user's folders shadows.
#[derive(Default)]
pub struct Shadows {
    /// Per folder: its modification time when read, and the builtin names
    /// its `.m` files have.
    folders: HashMap<PathBuf, (Option<SystemTime>, Vec<String>)>,
    names: HashSet<String>,
}

impl Shadows {
    /// Whether a user's file named `name.m` shadows the builtin `name`.
    pub fn contains(&self, name: &str) -> bool {
        !self.names.is_empty() && self.names.contains(name)
    }

    /// Brings the set up to date with `folders` (the current folder and the
    /// user's path, not the bundled library). A folder is read again only
    /// when its modification time changed, which adding or removing a file
    /// does.
    ///
    /// `also` names other functions a file may claim the same way (the
    /// session's host functions).
    pub fn refresh(&mut self, folders: &[PathBuf], also: &dyn Fn(&str) -> bool) {
        self.folders.retain(|folder, _| folders.contains(folder));
        for folder in folders {
            let modified = std::fs::metadata(folder).and_then(|m| m.modified()).ok();
            let fresh = matches!(self.folders.get(folder), Some((stamp, _)) if *stamp == modified && modified.is_some());
            if !fresh {
                self.folders
                    .insert(folder.clone(), (modified, builtin_files(folder, also)));
            }
        }
        self.names = self
            .folders
            .values()
            .flat_map(|(_, names)| names.iter().cloned())
            .collect();
    }

    /// Forgets every folder, so the next refresh reads them all (the set of
    /// names a file may claim changed).
    pub fn forget(&mut self) {
        self.folders.clear();
    }
}

/// The names of the `.m` files in `folder` that are also builtin names (or
/// names `also` accepts).
fn builtin_files(folder: &Path, also: &dyn Fn(&str) -> bool) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| {
            let name = entry.ok()?.file_name();
            let stem = name.to_str()?.strip_suffix(".m")?;
            (builtins::lookup(stem).is_some() || also(stem)).then(|| stem.to_string())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_builtin_named_file_shadows_until_removed() {
        let folder = std::env::temp_dir().join(format!("ferromat-shadow-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("temp folder");
        let mut shadows = Shadows::default();
        shadows.refresh(std::slice::from_ref(&folder), &|_| false);
        assert!(!shadows.contains("mean"));
        std::fs::write(folder.join("mean.m"), "function y = mean(x)\ny = 0;\nend\n")
            .expect("write");
        std::fs::write(folder.join("helper.m"), "x = 1;\n").expect("write");
        // The folder's time stamp may not move within one clock tick.
        shadows.folders.clear();
        shadows.refresh(std::slice::from_ref(&folder), &|_| false);
        assert!(shadows.contains("mean"));
        assert!(!shadows.contains("helper"), "not a builtin name");
        shadows.refresh(&[], &|_| false);
        assert!(!shadows.contains("mean"), "folder left the path");
        std::fs::remove_dir_all(&folder).ok();
    }
}
