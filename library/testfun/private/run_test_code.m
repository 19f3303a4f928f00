function test__vars = run_test_code (test__code, test__vars)
% Evaluate TEST__CODE in a workspace of its own that holds the shared
% variables TEST__VARS (a struct), and return their values afterwards.
  test__names = fieldnames (test__vars);
  for test__k = 1:numel (test__names)
    eval (sprintf ('%s = test__vars.%s;', test__names{test__k}, test__names{test__k}));
  end
  eval (test__code);
  for test__k = 1:numel (test__names)
    test__vars.(test__names{test__k}) = eval (test__names{test__k});
  end
end
