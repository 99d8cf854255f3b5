//! What one session may touch on the host, and where it stands: the
//! capability switches an embedder sets for untrusted scripts, and the
//! session's own current folder (`cd`/`pwd`), kept per interpreter so a
//! script's `cd` never moves the host program or another engine.
//!
//! Every builtin that reads, writes or lists the disk asks here first
//! (`Interpreter::require`) and resolves relative names here
//! (`Interpreter::resolve_path`). This file must not do file I/O itself
//! beyond checking that a folder exists.

use std::path::{Path, PathBuf};

use crate::error::RuntimeError;

/// One kind of host access that an embedder can switch off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capability {
    /// Opening files for reading (`fopen 'r'`, `fileread`, `load`, `readmatrix`, ...).
    ReadFiles,
    /// Creating, writing, moving or deleting files and folders.
    WriteFiles,
    /// Listing folders and asking what exists (`dir`, `ls`, `exist`, `what`).
    ListFolders,
    /// Changing the session's current folder (`cd`).
    ChangeFolder,
    /// Running or adding to the path code outside the allowed roots
    /// (`run`, `addpath`).
    RunOutsideRoots,
}

impl Capability {
    fn describe(self) -> &'static str {
        match self {
            Capability::ReadFiles => "reading files",
            Capability::WriteFiles => "writing files",
            Capability::ListFolders => "listing folders",
            Capability::ChangeFolder => "changing the current folder",
            Capability::RunOutsideRoots => "running code outside the allowed folders",
        }
    }
}

/// The switches, all on by default (the CLI's setting). An embedder running
/// untrusted code starts from [`Capabilities::none`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capabilities {
    pub read_files: bool,
    pub write_files: bool,
    pub list_folders: bool,
    pub change_folder: bool,
    pub run_outside_roots: bool,
    /// Folders `run`/`addpath` may reach while `run_outside_roots` is off.
    pub allowed_roots: Vec<PathBuf>,
}

impl Default for Capabilities {
    fn default() -> Self {
        Capabilities::all()
    }
}

impl Capabilities {
    pub fn all() -> Capabilities {
        Capabilities {
            read_files: true,
            write_files: true,
            list_folders: true,
            change_folder: true,
            run_outside_roots: true,
            allowed_roots: Vec::new(),
        }
    }

    pub fn none() -> Capabilities {
        Capabilities {
            read_files: false,
            write_files: false,
            list_folders: false,
            change_folder: false,
            run_outside_roots: false,
            allowed_roots: Vec::new(),
        }
    }

    pub fn allows(&self, capability: Capability) -> bool {
        match capability {
            Capability::ReadFiles => self.read_files,
            Capability::WriteFiles => self.write_files,
            Capability::ListFolders => self.list_folders,
            Capability::ChangeFolder => self.change_folder,
            Capability::RunOutsideRoots => self.run_outside_roots,
        }
    }

    /// Whether code in `folder` may run: always with `run_outside_roots`,
    /// otherwise only inside one of `allowed_roots`.
    pub fn allows_code_in(&self, folder: &Path) -> bool {
        self.run_outside_roots
            || self
                .allowed_roots
                .iter()
                .any(|root| folder.starts_with(root))
    }
}

/// The error a switched-off capability gives.
pub fn denied(capability: Capability, function: &str) -> RuntimeError {
    RuntimeError::new(
        "ferromat:capabilityDisabled",
        format!(
            "{function} is not allowed here: {} is switched off for this engine.",
            capability.describe()
        ),
    )
}

/// The folder a new session starts in: the process's current folder when
/// it can be read, else the root.
pub fn starting_folder() -> PathBuf {
    std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"))
}

/// `name` made absolute against `folder`, without touching the disk
/// (no symlink resolution, so a missing file still gets a usable path).
pub fn resolve_against(folder: &Path, name: &Path) -> PathBuf {
    if name.is_absolute() {
        name.to_path_buf()
    } else {
        folder.join(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_names_resolve_against_the_session_folder() {
        let folder = Path::new("/data/project");
        assert_eq!(
            resolve_against(folder, Path::new("x.csv")),
            PathBuf::from("/data/project/x.csv")
        );
        assert_eq!(
            resolve_against(folder, Path::new("/tmp/y.mat")),
            PathBuf::from("/tmp/y.mat")
        );
    }

    #[test]
    fn switched_off_capabilities_are_refused_and_roots_are_checked() {
        let mut caps = Capabilities::none();
        assert!(!caps.allows(Capability::ReadFiles));
        caps.allowed_roots.push(PathBuf::from("/srv/scripts"));
        assert!(caps.allows_code_in(Path::new("/srv/scripts/lib")));
        assert!(!caps.allows_code_in(Path::new("/etc")));
        let message = denied(Capability::WriteFiles, "fopen").message.clone();
        assert!(message.contains("fopen") && message.contains("writing files"));
        assert!(Capabilities::default().allows(Capability::WriteFiles));
    }
}
