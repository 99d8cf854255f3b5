//! The embedder's capability switches: with one switch off, every function
//! that needs it is refused with `ferromat:capabilityDisabled` and the
//! disk is left exactly as it was; with it on, the same call works. Also:
//! `cd` in one engine moves neither the process nor another engine.

use std::path::{Path, PathBuf};

use super::*;
use crate::builtins::files::DISK_FUNCTIONS;
use crate::builtins::{Words, BUILTINS};

/// A 1-by-1 8-bit grayscale PNG (value 7), for the image readers.
const PIXEL_PNG: [u8; 67] = [
    137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0,
    0, 0, 58, 126, 155, 85, 0, 0, 0, 10, 73, 68, 65, 84, 120, 156, 99, 96, 7, 0, 0, 9, 0, 8, 32,
    35, 195, 140, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
];

/// A fresh folder with a file, an image, a subfolder and a script in it.
fn sandbox(tag: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!(
        "ferromat-caps-{tag}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(folder.join("sub")).unwrap();
    std::fs::write(folder.join("existing.txt"), "1 2 3\n").unwrap();
    std::fs::write(folder.join("sub").join("inside.m"), "inside_ran = 1;\n").unwrap();
    std::fs::write(folder.join("outside.m"), "outside_ran = 1;\n").unwrap();
    std::fs::write(folder.join("pixel.png"), PIXEL_PNG).unwrap();
    folder
}

/// Every path under `folder` with its contents, to compare before and after.
fn snapshot(folder: &Path) -> Vec<(PathBuf, Option<Vec<u8>>)> {
    let mut seen = Vec::new();
    let mut pending = vec![folder.to_path_buf()];
    while let Some(path) = pending.pop() {
        if path.is_dir() {
            for entry in std::fs::read_dir(&path).unwrap().flatten() {
                pending.push(entry.path());
            }
            seen.push((path, None));
        } else {
            let bytes = std::fs::read(&path).ok();
            seen.push((path, bytes));
        }
    }
    seen.sort();
    seen
}

/// A call that uses `function` with `capability`, run in the sandbox.
fn call_using(function: &str, capability: Capability) -> &'static str {
    match (function, capability) {
        ("fopen", Capability::ReadFiles) => "fid = fopen('existing.txt');",
        ("fopen", _) => "fid = fopen('new.txt', 'w');",
        ("copyfile", _) => "copyfile('existing.txt', 'copy.txt');",
        ("delete", _) => "delete('existing.txt');",
        ("dir", _) => "listing = dir;",
        ("ls", _) => "listing = ls;",
        ("exist", _) => "e = exist('existing.txt');",
        ("fileread", _) => "t = fileread('existing.txt');",
        ("type", _) => "type('existing.txt');",
        ("isdir", _) => "t = isdir('sub');",
        ("isfile", _) => "t = isfile('existing.txt');",
        ("isfolder", _) => "t = isfolder('sub');",
        ("mkdir", _) => "mkdir('made');",
        ("movefile", _) => "movefile('existing.txt', 'moved.txt');",
        ("rmdir", _) => "rmdir('sub', 's');",
        ("what", _) => "w = what;",
        ("genpath", _) => "p = genpath('sub');",
        ("imread", _) => "A = imread('pixel.png');",
        ("imfinfo", _) => "info = imfinfo('pixel.png');",
        ("imwrite", _) => "imwrite(uint8(7), 'written.png');",
        ("cd", _) => "cd('sub');",
        ("run", _) => "run('outside.m');",
        ("addpath", _) => "addpath(pwd);",
        ("load", _) => "m = load('existing.txt', '-ascii');",
        ("save", _) => "v = 1; save('saved.mat', 'v');",
        ("readmatrix", _) => "m = readmatrix('existing.txt');",
        ("importdata", _) => "m = importdata('existing.txt');",
        ("writematrix", _) => "writematrix([1 2], 'written.csv');",
        ("mustBeFile", _) => "mustBeFile('existing.txt');",
        ("mustBeFolder", _) => "mustBeFolder('sub');",
        ("print", _) => "figure('Visible', 'off'); plot(1:3); print('-dpng', 'figure.png');",
        _ => panic!("no test call for {function}; add one to call_using"),
    }
}

/// Functions outside the files family that need a capability.
const SESSION_FUNCTIONS: &[(&str, Capability)] = &[
    ("cd", Capability::ChangeFolder),
    ("run", Capability::RunOutsideRoots),
    ("addpath", Capability::RunOutsideRoots),
    // MAT-files and delimited text (builtins/data), figures (graphics).
    ("load", Capability::ReadFiles),
    ("save", Capability::WriteFiles),
    ("readmatrix", Capability::ReadFiles),
    ("importdata", Capability::ReadFiles),
    ("writematrix", Capability::WriteFiles),
    ("print", Capability::WriteFiles),
    // The path validators (builtins/validation).
    ("mustBeFile", Capability::ListFolders),
    ("mustBeFolder", Capability::ListFolders),
];

fn engine_in(folder: &Path) -> Engine {
    let mut engine = Engine::new();
    engine.capture_output();
    engine.set_current_folder(folder).unwrap();
    engine
}

#[test]
fn each_switched_off_capability_refuses_every_function_that_needs_it() {
    for &(function, capability) in DISK_FUNCTIONS.iter().chain(SESSION_FUNCTIONS) {
        let code = call_using(function, capability);
        let folder = sandbox(function);
        let before = snapshot(&folder);
        let mut engine = engine_in(&folder);
        engine.allow(capability, false);
        let error = engine
            .eval(code)
            .expect_err(&format!("{function} ran with {capability:?} off"));
        assert_eq!(
            error.identifier, "ferromat:capabilityDisabled",
            "{function}: {error:?}"
        );
        assert!(error.message.contains(function), "{}", error.message);
        assert_eq!(snapshot(&folder), before, "{function} touched the disk");
        // With the switch on, the same call works: the test call really
        // needs the capability.
        engine.allow(capability, true);
        engine
            .eval(code)
            .unwrap_or_else(|e| panic!("{function} failed with {capability:?} on: {e:?}"));
        std::fs::remove_dir_all(&folder).unwrap();
    }
}

#[test]
fn none_refuses_all_and_roots_admit_code_inside_them() {
    let folder = sandbox("roots");
    let before = snapshot(&folder);
    let mut engine = engine_in(&folder);
    let mut capabilities = Capabilities::none();
    capabilities.allowed_roots.push(folder.join("sub"));
    engine.set_capabilities(capabilities);
    for code in [
        "fid = fopen('existing.txt');",
        "x = isfile('existing.txt');",
        "fid = fopen('w.txt', 'a+');",
        "run('outside.m');",
    ] {
        assert!(engine.eval(code).is_err(), "{code}");
    }
    engine.eval("run(fullfile('sub', 'inside.m'));").unwrap();
    assert_eq!(engine.get("inside_ran").unwrap().as_f64(), Some(1.0));
    // Variables and builtins are answered without the disk.
    engine
        .eval("v = 1; a = exist('v'); b = exist('sin');")
        .unwrap();
    assert_eq!(engine.get("a").unwrap().as_f64(), Some(1.0));
    assert_eq!(engine.get("b").unwrap().as_f64(), Some(5.0));
    assert_eq!(snapshot(&folder), before);
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn every_registry_row_that_names_files_is_covered() {
    let covered: Vec<&str> = DISK_FUNCTIONS
        .iter()
        .chain(SESSION_FUNCTIONS)
        .map(|(name, _)| *name)
        .collect();
    // Rows whose words are file names but which only read code through the
    // search path (`rmpath` removes, `fopen` queries are covered above).
    let exempt = ["rmpath"];
    for def in BUILTINS.iter() {
        if def.words == Words::Files && !covered.contains(&def.name) && !exempt.contains(&def.name)
        {
            panic!("{} takes file names but has no capability test", def.name);
        }
    }
}

#[test]
fn cd_moves_only_its_own_engine() {
    let folder = sandbox("cd");
    let process_folder = std::env::current_dir().unwrap();
    let mut first = engine_in(&folder);
    let mut second = engine_in(&folder);
    first.eval("cd sub; here = pwd;").unwrap();
    second.eval("here = pwd;").unwrap();
    let here = |engine: &Engine| engine.get("here").unwrap().as_text().unwrap();
    assert_eq!(
        PathBuf::from(here(&first)),
        folder.join("sub").canonicalize().unwrap()
    );
    assert_eq!(PathBuf::from(here(&second)), folder.canonicalize().unwrap());
    assert_eq!(std::env::current_dir().unwrap(), process_folder);
    // Relative names follow each engine's folder.
    first
        .eval("fid = fopen('made_here.txt', 'w'); fclose(fid);")
        .unwrap();
    assert!(folder.join("sub").join("made_here.txt").is_file());
    assert!(!process_folder.join("made_here.txt").exists());
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn error_output_can_be_captured_and_files_close_with_the_engine() {
    let folder = sandbox("stderr");
    let mut engine = engine_in(&folder);
    engine.capture_error_output();
    engine
        .eval("fprintf(2, 'oops %d\\n', 3); fprintf(1, 'fine\\n');")
        .unwrap();
    assert_eq!(engine.take_error_output(), "oops 3\n");
    assert_eq!(engine.take_output(), "fine\n");
    engine
        .eval("fid = fopen('kept.txt', 'w'); fprintf(fid, 'buffered');")
        .unwrap();
    drop(engine);
    assert_eq!(
        std::fs::read_to_string(folder.join("kept.txt")).unwrap(),
        "buffered"
    );
    std::fs::remove_dir_all(&folder).unwrap();
}
