import vue from '@vitejs/plugin-vue';

// <forty-thieves> is a custom element, not a Vue component.
export default { plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'forty-thieves' } } })] };
