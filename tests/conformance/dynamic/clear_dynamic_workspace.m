% clear in a function whose workspace is dynamic (it calls eval):
% variables eval made and variables the function names are both cleared.
function clear_dynamic_workspace
  x = 1;
  eval('y = 2;');
  eval('z3 = 3; z4 = 4;');
  clear y
  printf('%d %d\n', exist('x'), exist('y'));
  clear z*
  printf('%d %d\n', exist('z3'), exist('z4'));
  clear;
  printf('%d\n', exist('x'));
  w = 5;
  eval('v = 6;');
  clear
  printf('%d %d\n', exist('w'), exist('v'));
  u = 7;
  clear all
  printf('%d\n', exist('u'));
  eval('t = 8;');
  clearvars t
  printf('%d\n', exist('t'));
end
