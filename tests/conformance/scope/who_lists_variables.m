function who_lists_variables
  alpha = 1; beta = [1 2];
  who
  who al*
  c = 3;
  who('c', 'beta')
end
