%{
never closed
