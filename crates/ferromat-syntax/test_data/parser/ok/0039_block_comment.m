x = 1;
%{
y = 2;
  %{
  nested
  %}
%}
z = 3;
