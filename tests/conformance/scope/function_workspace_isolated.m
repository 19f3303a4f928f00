function function_workspace_isolated()
  a = 1;
  change_a();
  disp(a)
end
function change_a()
  a = 99;
end
