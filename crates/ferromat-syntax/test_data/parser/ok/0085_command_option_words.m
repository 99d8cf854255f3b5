if false
  cd ..
  mex -O file.c
  print -dpng out.png
  dbstop if error
  format long g
end
x -1
