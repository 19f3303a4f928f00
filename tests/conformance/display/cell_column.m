c = {pi; 'text'}
